import type { Template, TemplateField } from '../../backend/src/modules/catalogue/index.js';

const field = (
  field_id: string,
  field_type: string,
  extra: Partial<TemplateField> = {},
): TemplateField => ({
  field_id,
  field_order: 0,
  field_display_name: field_id,
  field_placeholder: '',
  field_value: '',
  field_type,
  field_formats: { default: { fontSize: 12 } },
  ...extra,
});

const image = (field_id: string) =>
  field(field_id, 'image', {
    field_placeholder: 'asset:portrait.svg',
    field_formats: { default: {} },
  }) as NonNullable<TemplateField['rows']>[number]['images'][number];

/** A small template with every field type, for the domain's specs (not production code). */
export const sunsetBeach = (): Template => ({
  template_display_name: 'Sunset Beach',
  template_container_formats: { default: {} },
  template_side_formats: { default: {} },
  print_formats: {
    default: {
      trim_width_in: 5.5,
      trim_height_in: 8.5,
      sheet_width_in: 11,
      sheet_height_in: 8.5,
      fold: 'flat',
      bleed_in: 0.125,
    },
  },
  web_styling_formats: { default: {} },
  pages: [
    {
      page_number: 0,
      side_formats: { default: {} },
      page_fields: [
        field('heading', 'header', { field_value: 'In Loving Memory' }),
        field('full-name', 'text'),
        image('portrait'),
      ],
    },
    {
      page_number: 1,
      side_formats: { default: {} },
      page_fields: [
        field('service', 'container', {
          children: [field('service-heading', 'HEADER'), field('service-items', 'multiline')],
        }),
        field('memories', 'imageGrid', {
          rows: [
            {
              row_id: 'row-1',
              row_number: 0,
              row_formats: { default: {} },
              images: [image('memory-1'), image('memory-2')],
            },
            {
              row_id: 'row-2',
              row_number: 1,
              row_formats: { default: {} },
              images: [image('memory-3')],
            },
          ],
        }),
        field('divider', 'staticImage', { field_value: 'asset:divider.svg' }),
      ],
    },
  ],
});
