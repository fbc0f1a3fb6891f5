import type { Template, TemplateField } from './template.schema.js';

/** Where a template holds an image reference: image placeholders and values, artwork values. */
function mapField(field: TemplateField, map: (reference: string) => string): TemplateField {
  const type = field.field_type.toLowerCase();
  const mapped: TemplateField = { ...field };
  if (type === 'image') {
    mapped.field_placeholder = field.field_placeholder ? map(field.field_placeholder) : '';
    mapped.field_value = field.field_value ? map(field.field_value) : '';
  }
  if (type === 'staticimage' && field.field_value) mapped.field_value = map(field.field_value);
  if (field.children) mapped.children = field.children.map((child) => mapField(child, map));
  if (field.rows) {
    mapped.rows = field.rows.map((row) => ({
      ...row,
      images: row.images.map((image) => ({
        ...image,
        field_placeholder: map(image.field_placeholder),
        field_value: image.field_value ? map(image.field_value) : '',
      })),
    }));
  }
  return mapped;
}

/** A copy of the template with every image reference replaced by `map(reference)`. */
export function mapImageReferences(
  template: Template,
  map: (reference: string) => string,
): Template {
  return {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      page_fields: page.page_fields.map((field) => mapField(field, map)),
    })),
  };
}

/** Every image reference the template holds, each once, in the order they appear. */
export function imageReferences(template: Template): string[] {
  const found = new Set<string>();
  mapImageReferences(template, (reference) => {
    found.add(reference);
    return reference;
  });
  return [...found];
}
