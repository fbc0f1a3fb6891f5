import { z } from 'zod';
import { styleSchema } from './style.schema.js';

/** The kinds of field a page holds; stored in any letter case, compared in lower case. */
export const fieldTypes = [
  'container',
  'text',
  'header',
  'image',
  'staticimage',
  'multiline',
  'imagegrid',
] as const;
export type FieldType = (typeof fieldTypes)[number];

const fieldType = z
  .string()
  .refine((value) => (fieldTypes as readonly string[]).includes(value.toLowerCase()), {
    message: `must be one of container, text, header, image, staticImage, multiline, imageGrid`,
  });

/** A default style plus named overrides (`print` applies only on paper, `screen` only on screen). */
export const formatsSchema = z.strictObject({
  default: styleSchema,
  print: styleSchema.optional(),
  screen: styleSchema.optional(),
});

/** A style group that only has a default: sides, containers, rows, images of a grid. */
const defaultFormatsSchema = z.strictObject({ default: styleSchema });

const identifier = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
  message: 'must be lower-case letters, digits, - or _ (at most 64)',
});

/** A stored image reference: a file id in the file store, or `asset:<name>` in template sources. */
const imageReference = z
  .string()
  .regex(/^(?:asset:[a-z0-9][a-z0-9._-]*\.(?:svg|png|jpe?g|webp)|[A-Za-z0-9_-]{8,64})$/, {
    message: 'must be a file id or asset:<file name>',
  });

const fieldBase = {
  field_id: identifier,
  field_order: z.number().int().min(0),
  field_display_name: z.string().min(1).max(80),
  field_placeholder: z.string().max(4000).default(''),
  field_value: z.string().max(20_000).default(''),
  field_formats: formatsSchema,
};

export type ImageField = z.infer<typeof imageFieldSchema>;
export const imageFieldSchema = z.strictObject({
  ...fieldBase,
  field_type: fieldType.refine((value) => value.toLowerCase() === 'image', {
    message: 'must be image',
  }),
  field_placeholder: imageReference,
  field_value: z.union([imageReference, z.literal('')]).default(''),
});

const gridRowSchema = z.strictObject({
  row_id: identifier,
  row_number: z.number().int().min(0),
  row_formats: defaultFormatsSchema,
  images: z.array(imageFieldSchema).min(1).max(6),
});

type FieldBase = z.infer<ReturnType<typeof z.strictObject<typeof fieldBase>>> & {
  field_type: string;
};

/** A field as stored in a template: containers hold children, image grids hold rows. */
export type TemplateField = FieldBase & {
  children?: TemplateField[];
  container_formats?: { default: z.infer<typeof styleSchema> };
  row_formats?: { default: z.infer<typeof styleSchema> };
  image_formats?: { default: z.infer<typeof styleSchema> };
  rows?: z.infer<typeof gridRowSchema>[];
};

export const fieldSchema: z.ZodType<TemplateField> = z.lazy(() =>
  z
    .strictObject({
      ...fieldBase,
      field_type: fieldType,
      children: z.array(fieldSchema).max(60).optional(),
      container_formats: defaultFormatsSchema.optional(),
      row_formats: defaultFormatsSchema.optional(),
      image_formats: defaultFormatsSchema.optional(),
      rows: z.array(gridRowSchema).max(8).optional(),
    })
    .superRefine((field, context) => {
      const type = field.field_type.toLowerCase();
      const problem = (message: string) => context.addIssue({ code: 'custom', message });
      if (type === 'container' && !field.children?.length) problem('a container needs children');
      if (type !== 'container' && field.children) problem('only a container has children');
      if (type === 'imagegrid') {
        if (!field.rows?.length) problem('an image grid needs rows');
        if (!field.container_formats || !field.row_formats || !field.image_formats) {
          problem('an image grid needs container_formats, row_formats and image_formats');
        }
      } else if (field.rows) problem('only an image grid has rows');
      if (type === 'image' && !imageReference.safeParse(field.field_placeholder).success) {
        problem('an image field needs a placeholder image');
      }
      if (type === 'staticimage' && !imageReference.safeParse(field.field_value).success) {
        problem('a static image needs its image in field_value');
      }
    }),
);

export const pageSchema = z.strictObject({
  page_number: z.number().int().min(0),
  side_formats: defaultFormatsSchema,
  page_fields: z.array(fieldSchema).max(60),
});

/** How the pamphlet is printed: the trim size of one side, the sheet, the fold and the bleed. */
export const printFormatSchema = z.strictObject({
  trim_width_in: z.number().min(2).max(17),
  trim_height_in: z.number().min(2).max(17),
  sheet_width_in: z.number().min(2).max(17),
  sheet_height_in: z.number().min(2).max(17),
  /** half-fold: one sheet folded once (4 sides); booklet: nested folded sheets (8, 12… sides). */
  fold: z.enum(['half-fold', 'booklet', 'flat']),
  bleed_in: z.number().min(0).max(0.25),
});

export type PrintFormat = z.infer<typeof printFormatSchema>;

/** A full template, as the editor and the renderer receive it. */
export const templateSchema = z
  .strictObject({
    template_display_name: z.string().min(1).max(80),
    template_container_formats: defaultFormatsSchema,
    template_side_formats: defaultFormatsSchema,
    print_formats: z.strictObject({ default: printFormatSchema }),
    web_styling_formats: defaultFormatsSchema,
    pages: z.array(pageSchema).min(1).max(24),
  })
  .superRefine((template, context) => {
    const numbers = template.pages.map((page) => page.page_number).sort((a, b) => a - b);
    if (numbers.some((number, index) => number !== index)) {
      context.addIssue({ code: 'custom', message: 'pages must be numbered 0, 1, 2… without gaps' });
    }
    const { fold } = template.print_formats.default;
    if (fold !== 'flat' && template.pages.length % 4 !== 0) {
      context.addIssue({ code: 'custom', message: 'a folded pamphlet has a multiple of 4 pages' });
    }
    const ids = collectFieldIds(template.pages.flatMap((page) => page.page_fields));
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    if (duplicate)
      context.addIssue({ code: 'custom', message: `field_id ${duplicate} is used twice` });
  });

export type Template = z.infer<typeof templateSchema>;

function collectFieldIds(fields: readonly TemplateField[]): string[] {
  return fields.flatMap((field) => [
    field.field_id,
    ...collectFieldIds(field.children ?? []),
    ...(field.rows ?? []).flatMap((row) => row.images.map((image) => image.field_id)),
  ]);
}

/** What the catalogue says about a template, besides the template itself. */
export const catalogueEntrySchema = z.strictObject({
  id: identifier,
  description: z.string().min(20).max(400),
  tags: z
    .array(z.string().regex(/^[a-z][a-z -]{1,30}$/))
    .min(2)
    .max(10),
});

/** A template source file: its catalogue entry and the template. */
export const templateSourceSchema = z.strictObject({
  catalogue: catalogueEntrySchema,
  template: templateSchema,
});

export type TemplateSource = z.infer<typeof templateSourceSchema>;
