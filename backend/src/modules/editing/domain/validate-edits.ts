import { z } from 'zod';
import { styleSchema, type Template, type TemplateField } from '../../catalogue/index.js';
import { InvalidEditsError } from './editing.errors.js';
import type {
  FieldEdit,
  FormatsEdit,
  GridRowEdit,
  ImageEdit,
  PageEdit,
  SavedEdits,
} from './saved-edits.js';

/** The longest text a field may hold, in characters. */
export const maxTextLength = 20_000;

/** File ids as the file store makes them (kept in step with platform/files). */
const fileIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

const readOnlyTypes = new Set(['header', 'staticimage']);
const valuelessTypes = new Set(['container', 'imagegrid']);

const cropSchema = z.strictObject({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  zoom: z.number().min(1).max(5),
});

const formatsSchema = z.strictObject({
  default: styleSchema.optional(),
  print: styleSchema.optional(),
  screen: styleSchema.optional(),
  crop: cropSchema.optional(),
});

const fieldShape = z.strictObject({
  field_id: z.string().min(1).max(64),
  field_value: z.string().optional(),
  field_formats: z.unknown().optional(),
  children: z.array(z.unknown()).max(60).optional(),
});

const rowShape = z.strictObject({
  row_id: z.string().min(1).max(64),
  images: z.array(z.unknown()).max(6),
});

const pageShape = z.strictObject({
  page_number: z.number().int().min(0),
  page_fields: z.array(z.unknown()).max(60),
});

const documentShape = z.strictObject({ pages: z.array(z.unknown()).max(24) });

const describe = (error: z.ZodError): string =>
  error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message,
    )
    .join('; ');

function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidEditsError(`${where}: ${describe(result.error)}.`);
  return result.data;
}

type Context = { templateId: string; pageNumber: number };

const fieldName = (field: TemplateField, context: Context) =>
  `Field "${field.field_id}" on page ${context.pageNumber} of template ${context.templateId}`;

function checkFormats(raw: unknown, field: TemplateField, context: Context): FormatsEdit {
  const where = `${fieldName(field, context)} has a style that is not allowed`;
  const formats = parse(formatsSchema, raw, where);
  if (formats.crop && field.field_type.toLowerCase() !== 'image') {
    throw new InvalidEditsError(
      `${fieldName(field, context)} is not a photo, so it cannot have a crop.`,
    );
  }
  for (const group of ['default', 'print', 'screen'] as const) {
    const size = formats[group]?.fontSize;
    if (typeof size === 'number' && (size < 1 || size > 80)) {
      throw new InvalidEditsError(
        `${fieldName(field, context)}: a font size must be from 1 to 80 px, not ${size}.`,
      );
    }
  }
  return formats;
}

function checkValue(value: string, field: TemplateField, context: Context): void {
  const type = field.field_type.toLowerCase();
  if (valuelessTypes.has(type)) {
    throw new InvalidEditsError(
      `${fieldName(field, context)} is a ${field.field_type} and holds no value of its own.`,
    );
  }
  if (value.length > maxTextLength) {
    throw new InvalidEditsError(
      `${fieldName(field, context)} is ${value.length} characters long; at most ${maxTextLength.toLocaleString('en-US')} are allowed.`,
    );
  }
  if (type === 'image' && value !== '' && !fileIdPattern.test(value)) {
    throw new InvalidEditsError(
      `${fieldName(field, context)} must hold the fileId of an uploaded photo, or nothing.`,
    );
  }
}

function checkImage(raw: unknown, image: TemplateField, context: Context): ImageEdit {
  const edit = parse(fieldShape, raw, `${fieldName(image, context)} is not a valid edit`);
  if (edit.children) {
    throw new InvalidEditsError(`${fieldName(image, context)} has no children.`);
  }
  if (edit.field_value !== undefined) checkValue(edit.field_value, image, context);
  return {
    field_id: edit.field_id,
    ...(edit.field_value !== undefined ? { field_value: edit.field_value } : {}),
    ...(edit.field_formats !== undefined
      ? { field_formats: checkFormats(edit.field_formats, image, context) }
      : {}),
  };
}

function checkRows(raw: unknown[], grid: TemplateField, context: Context): GridRowEdit[] {
  const seen = new Set<string>();
  return raw.map((item) => {
    const row = parse(
      rowShape,
      item,
      `${fieldName(grid, context)} has a row edit that is not valid`,
    );
    const templateRow = grid.rows?.find((candidate) => candidate.row_id === row.row_id);
    if (!templateRow) {
      throw new InvalidEditsError(
        `Image grid "${grid.field_id}" on page ${context.pageNumber} has no row "${row.row_id}" in template ${context.templateId}.`,
      );
    }
    if (seen.has(row.row_id)) {
      throw new InvalidEditsError(`Row "${row.row_id}" of "${grid.field_id}" is edited twice.`);
    }
    seen.add(row.row_id);
    const ids = new Set<string>();
    const images = row.images.map((imageRaw) => {
      const id = parse(
        fieldShape,
        imageRaw,
        `Row "${row.row_id}" has an image edit that is not valid`,
      ).field_id;
      const image = templateRow.images.find((candidate) => candidate.field_id === id);
      if (!image) {
        throw new InvalidEditsError(
          `Row "${row.row_id}" of "${grid.field_id}" on page ${context.pageNumber} has no image "${id}" in template ${context.templateId}.`,
        );
      }
      if (ids.has(id)) throw new InvalidEditsError(`Image "${id}" is edited twice.`);
      ids.add(id);
      return checkImage(imageRaw, image, context);
    });
    return { row_id: row.row_id, images };
  });
}

function checkFields(
  raw: unknown[],
  templateFields: readonly TemplateField[],
  context: Context,
  parent: string,
): FieldEdit[] {
  const seen = new Set<string>();
  return raw.map((item) => {
    const edit = parse(fieldShape, item, `${parent} has a field edit that is not valid`);
    const field = templateFields.find((candidate) => candidate.field_id === edit.field_id);
    if (!field) {
      throw new InvalidEditsError(
        `${parent} has no field "${edit.field_id}" in template ${context.templateId}.`,
      );
    }
    if (seen.has(field.field_id)) {
      throw new InvalidEditsError(`${fieldName(field, context)} is edited twice.`);
    }
    seen.add(field.field_id);
    const type = field.field_type.toLowerCase();
    if (readOnlyTypes.has(type)) {
      throw new InvalidEditsError(
        `${fieldName(field, context)} is a ${field.field_type} and cannot be edited.`,
      );
    }
    if (edit.field_value !== undefined) checkValue(edit.field_value, field, context);
    const result: FieldEdit = { field_id: field.field_id };
    if (edit.field_value !== undefined) result.field_value = edit.field_value;
    if (edit.field_formats !== undefined) {
      result.field_formats = checkFormats(edit.field_formats, field, context);
    }
    if (edit.children !== undefined) {
      if (type === 'container') {
        result.children = checkFields(
          edit.children,
          field.children ?? [],
          context,
          `Container "${field.field_id}" on page ${context.pageNumber}`,
        );
      } else if (type === 'imagegrid') {
        result.children = checkRows(edit.children, field, context);
      } else {
        throw new InvalidEditsError(
          `${fieldName(field, context)} is a ${field.field_type} and has no children.`,
        );
      }
    }
    return result;
  });
}

/**
 * Checks a saved-edits document against its template: every page, field and row must exist,
 * read-only fields stay untouched, values and styles stay within their rules. Returns the
 * document with only the known keys; throws InvalidEditsError naming the first problem.
 */
export function validateEdits(raw: unknown, template: Template, templateId: string): SavedEdits {
  const document = parse(documentShape, raw, 'The saved edits must be { pages: [...] }');
  const seen = new Set<number>();
  const pages = document.pages.map((item): PageEdit => {
    const page = parse(pageShape, item, 'A page edit needs page_number and page_fields');
    const templatePage = template.pages.find((p) => p.page_number === page.page_number);
    if (!templatePage) {
      throw new InvalidEditsError(`Template ${templateId} has no page ${page.page_number}.`);
    }
    if (seen.has(page.page_number)) {
      throw new InvalidEditsError(`Page ${page.page_number} is edited twice.`);
    }
    seen.add(page.page_number);
    const context = { templateId, pageNumber: page.page_number };
    return {
      page_number: page.page_number,
      page_fields: checkFields(
        page.page_fields,
        templatePage.page_fields,
        context,
        `Page ${page.page_number}`,
      ),
    };
  });
  return { pages };
}
