import { InvalidEditsError } from './editing.errors.js';
import { sunsetBeach } from '../../../../../test/factories/sunset-beach-template.js';
import { validateEdits } from './validate-edits.js';

const template = sunsetBeach();
const validate = (body: unknown) => validateEdits(body, template, 'sunset-beach');
const page = (page_number: number, ...page_fields: unknown[]) => ({
  pages: [{ page_number, page_fields }],
});
const refusal = (body: unknown): string => {
  try {
    validate(body);
  } catch (error) {
    if (error instanceof InvalidEditsError) return error.message;
    throw error;
  }
  throw new Error('expected the edits to be refused');
};

describe(validateEdits.name, () => {
  it('accepts text, styles, crops, container children and grid rows that the template has', () => {
    const body = {
      pages: [
        {
          page_number: 0,
          page_fields: [
            {
              field_id: 'full-name',
              field_value: 'Ruth Ellis',
              field_formats: { default: { fontSize: 20 } },
            },
            {
              field_id: 'portrait',
              field_value: 'abcdefgh123',
              field_formats: { crop: { x: 40, y: 30, zoom: 1.5 } },
            },
          ],
        },
        {
          page_number: 1,
          page_fields: [
            { field_id: 'service', children: [{ field_id: 'service-items', field_value: 'Hymn' }] },
            {
              field_id: 'memories',
              children: [
                { row_id: 'row-2', images: [{ field_id: 'memory-3', field_value: 'zyxwvuts99' }] },
              ],
            },
          ],
        },
      ],
    };

    expect(validate(body)).toEqual(body);
  });

  it.each([
    [
      'a page the template lacks',
      page(3, { field_id: 'full-name' }),
      'Template sunset-beach has no page 3.',
    ],
    [
      'a field the page lacks',
      page(0, { field_id: 'obituary-text', field_value: 'x' }),
      'Page 0 has no field "obituary-text" in template sunset-beach.',
    ],
    [
      'a child the container lacks',
      page(1, { field_id: 'service', children: [{ field_id: 'poem' }] }),
      'Container "service" on page 1 has no field "poem" in template sunset-beach.',
    ],
    [
      'a row the grid lacks',
      page(1, { field_id: 'memories', children: [{ row_id: 'row-9', images: [] }] }),
      'Image grid "memories" on page 1 has no row "row-9" in template sunset-beach.',
    ],
    [
      'an image the row lacks',
      page(1, {
        field_id: 'memories',
        children: [{ row_id: 'row-1', images: [{ field_id: 'memory-3' }] }],
      }),
      'Row "row-1" of "memories" on page 1 has no image "memory-3" in template sunset-beach.',
    ],
    [
      'a header',
      page(0, { field_id: 'heading', field_value: 'Hello' }),
      'Field "heading" on page 0 of template sunset-beach is a header and cannot be edited.',
    ],
    [
      'a header in a container',
      page(1, {
        field_id: 'service',
        children: [{ field_id: 'service-heading', field_value: 'x' }],
      }),
      'is a HEADER and cannot be edited.',
    ],
    [
      'a static image',
      page(1, { field_id: 'divider', field_value: 'abcdefgh12' }),
      'is a staticImage and cannot be edited.',
    ],
    ['a number as text', page(0, { field_id: 'full-name', field_value: 42 }), 'field_value'],
    [
      'text over 20,000 characters',
      page(0, { field_id: 'full-name', field_value: 'a'.repeat(20_001) }),
      'is 20001 characters long; at most 20,000 are allowed.',
    ],
    [
      'a style property off the allowlist',
      page(0, { field_id: 'full-name', field_formats: { default: { behavior: 'url(x.htc)' } } }),
      'has a style that is not allowed',
    ],
    [
      'a style value off the allowlist',
      page(0, {
        field_id: 'full-name',
        field_formats: { default: { color: 'url(javascript:x)' } },
      }),
      'color must be a colour',
    ],
    [
      'a font size over 80',
      page(0, { field_id: 'full-name', field_formats: { default: { fontSize: 81 } } }),
      'a font size must be from 1 to 80 px, not 81.',
    ],
    [
      'a crop on text',
      page(0, { field_id: 'full-name', field_formats: { crop: { x: 1, y: 1, zoom: 1 } } }),
      'is not a photo, so it cannot have a crop.',
    ],
    [
      'a zoom over 5',
      page(0, { field_id: 'portrait', field_formats: { crop: { x: 1, y: 1, zoom: 6 } } }),
      'zoom',
    ],
    [
      'an image value that is no file id',
      page(0, { field_id: 'portrait', field_value: '../etc/passwd' }),
      'must hold the fileId of an uploaded photo, or nothing.',
    ],
    [
      'a value on a container',
      page(1, { field_id: 'service', field_value: 'x' }),
      'holds no value of its own.',
    ],
    [
      'children on a text field',
      page(0, { field_id: 'full-name', children: [] }),
      'has no children.',
    ],
    [
      'a field edited twice',
      page(0, { field_id: 'full-name' }, { field_id: 'full-name' }),
      'is edited twice.',
    ],
    ['an unknown key', page(0, { field_id: 'full-name', field_type: 'header' }), 'field_type'],
    ['no pages list', { page_fields: [] }, 'The saved edits must be { pages: [...] }'],
  ])('refuses %s with a message that names it', (_what, body, message) => {
    expect(refusal(body)).toContain(message);
  });
});
