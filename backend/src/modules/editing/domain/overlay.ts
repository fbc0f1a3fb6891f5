import type { Style, Template, TemplateField } from '../../catalogue/index.js';
import type { FieldEdit, FormatsEdit, GridRowEdit, ImageEdit, SavedEdits } from './saved-edits.js';

type TemplateFormats = TemplateField['field_formats'];
type GridRow = NonNullable<TemplateField['rows']>[number];

const styleGroups = ['default', 'print', 'screen'] as const;

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The style overrides that change something, or undefined when none do. */
function changedStyle(edit: Style | undefined, base: Style | undefined): Style | undefined {
  if (!edit) return undefined;
  const changed = Object.fromEntries(
    Object.entries(edit).filter(
      ([key, value]) => value !== undefined && !sameValue(value, base?.[key as keyof Style]),
    ),
  ) as Style;
  return Object.keys(changed).length ? changed : undefined;
}

function changedFormats(
  edit: FormatsEdit | undefined,
  base: TemplateFormats,
): FormatsEdit | undefined {
  if (!edit) return undefined;
  const result: FormatsEdit = {};
  for (const group of styleGroups) {
    const changed = changedStyle(edit[group], base[group]);
    if (changed) result[group] = changed;
  }
  if (edit.crop) result.crop = edit.crop;
  return Object.keys(result).length ? result : undefined;
}

function diffImage(edit: ImageEdit, image: TemplateField): ImageEdit | null {
  const result: ImageEdit = { field_id: edit.field_id };
  if (edit.field_value !== undefined && edit.field_value !== image.field_value) {
    result.field_value = edit.field_value;
  }
  const formats = changedFormats(edit.field_formats, image.field_formats);
  if (formats) result.field_formats = formats;
  return Object.keys(result).length > 1 ? result : null;
}

function diffRows(rows: readonly GridRowEdit[], grid: TemplateField): GridRowEdit[] {
  return rows.flatMap((row) => {
    const templateRow = grid.rows?.find((candidate) => candidate.row_id === row.row_id);
    if (!templateRow) return [];
    const images = row.images.flatMap((image) => {
      const base = templateRow.images.find((candidate) => candidate.field_id === image.field_id);
      const changed = base ? diffImage(image, base) : null;
      return changed ? [changed] : [];
    });
    return images.length ? [{ row_id: row.row_id, images }] : [];
  });
}

function diffFields(edits: readonly FieldEdit[], fields: readonly TemplateField[]): FieldEdit[] {
  return edits.flatMap((edit) => {
    const field = fields.find((candidate) => candidate.field_id === edit.field_id);
    if (!field) return [];
    const result: FieldEdit = diffImage(edit, field) ?? { field_id: edit.field_id };
    if (edit.children) {
      const children = isGrid(field)
        ? diffRows(edit.children as GridRowEdit[], field)
        : diffFields(edit.children as FieldEdit[], field.children ?? []);
      if (children.length) result.children = children;
    }
    return Object.keys(result).length > 1 ? [result] : [];
  });
}

const isGrid = (field: TemplateField) => field.field_type.toLowerCase() === 'imagegrid';

/**
 * What is saved: the edits without anything equal to the template (values, style properties,
 * and then fields, rows and pages left empty), so the document stays small and a reset is empty.
 */
export function diffEdits(edits: SavedEdits, template: Template): SavedEdits {
  const pages = edits.pages.flatMap((page) => {
    const templatePage = template.pages.find((p) => p.page_number === page.page_number);
    const fields = templatePage ? diffFields(page.page_fields, templatePage.page_fields) : [];
    return fields.length ? [{ page_number: page.page_number, page_fields: fields }] : [];
  });
  return { pages: pages.sort((a, b) => a.page_number - b.page_number) };
}

function mergeFormats(base: TemplateFormats, edit: FormatsEdit | undefined): TemplateFormats {
  if (!edit) return base;
  const merged: TemplateFormats & { crop?: FormatsEdit['crop'] } = {
    ...base,
    default: { ...base.default, ...edit.default },
  };
  if (base.print || edit.print) merged.print = { ...base.print, ...edit.print };
  if (base.screen || edit.screen) merged.screen = { ...base.screen, ...edit.screen };
  if (edit.crop) merged.crop = edit.crop;
  return merged;
}

function mergeImage<F extends TemplateField>(field: F, edit: ImageEdit | undefined): F {
  if (!edit) return field;
  return {
    ...field,
    field_value: edit.field_value ?? field.field_value,
    field_formats: mergeFormats(field.field_formats, edit.field_formats),
  };
}

function mergeRow(row: GridRow, edit: GridRowEdit | undefined): GridRow {
  if (!edit) return row;
  return {
    ...row,
    images: row.images.map((image) =>
      mergeImage(
        image,
        edit.images.find((candidate) => candidate.field_id === image.field_id),
      ),
    ),
  };
}

function mergeFields(
  fields: readonly TemplateField[],
  edits: readonly FieldEdit[],
): TemplateField[] {
  return fields.map((field) => {
    const edit = edits.find((candidate) => candidate.field_id === field.field_id);
    if (!edit) return field;
    const merged = mergeImage(field, edit);
    if (edit.children && field.rows) {
      const rows = edit.children as GridRowEdit[];
      merged.rows = field.rows.map((row) =>
        mergeRow(
          row,
          rows.find((candidate) => candidate.row_id === row.row_id),
        ),
      );
    } else if (edit.children && field.children) {
      merged.children = mergeFields(field.children, edit.children as FieldEdit[]);
    }
    return merged;
  });
}

/**
 * The template as the family edited it: saved edits overlay the template by page number,
 * field id and row id. Edits naming something the template no longer has are ignored, so an
 * updated template never breaks a draft. The template itself is left untouched.
 */
export function applyEdits(template: Template, edits: SavedEdits): Template {
  return {
    ...template,
    pages: template.pages.map((page) => {
      const edit = edits.pages.find((candidate) => candidate.page_number === page.page_number);
      return edit
        ? { ...page, page_fields: mergeFields(page.page_fields, edit.page_fields) }
        : page;
    }),
  };
}

/**
 * The photo fileIds the edits put into image fields (template images excluded), whose
 * ownership the caller must prove.
 */
export function photoFileIds(edits: SavedEdits, template: Template): string[] {
  const ids = new Set<string>();
  const merged = applyEdits(template, edits);
  const visit = (fields: readonly TemplateField[], originals: readonly TemplateField[]) => {
    for (const field of fields) {
      const original = originals.find((candidate) => candidate.field_id === field.field_id);
      if (field.field_type.toLowerCase() === 'image' && field.field_value) {
        if (field.field_value !== original?.field_value) ids.add(field.field_value);
      }
      visit(field.children ?? [], original?.children ?? []);
      for (const row of field.rows ?? []) {
        const originalRow = original?.rows?.find((candidate) => candidate.row_id === row.row_id);
        visit(row.images, originalRow?.images ?? []);
      }
    }
  };
  merged.pages.forEach((page) =>
    visit(
      page.page_fields,
      template.pages.find((candidate) => candidate.page_number === page.page_number)?.page_fields ??
        [],
    ),
  );
  return [...ids];
}
