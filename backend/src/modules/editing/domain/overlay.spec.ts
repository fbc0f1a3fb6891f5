import { applyEdits, diffEdits, photoFileIds } from './overlay.js';
import type { SavedEdits } from './saved-edits.js';
import { sunsetBeach } from '../../../../../test/factories/sunset-beach-template.js';

const template = sunsetBeach();

describe(diffEdits.name, () => {
  it('keeps only what differs from the template', () => {
    const sent: SavedEdits = {
      pages: [
        {
          page_number: 1,
          page_fields: [
            { field_id: 'service', children: [{ field_id: 'service-items', field_value: '' }] },
            {
              field_id: 'memories',
              children: [
                { row_id: 'row-1', images: [{ field_id: 'memory-1', field_value: '' }] },
                { row_id: 'row-2', images: [{ field_id: 'memory-3', field_value: 'photo-0001' }] },
              ],
            },
          ],
        },
        {
          page_number: 0,
          page_fields: [
            {
              field_id: 'full-name',
              field_value: 'Ruth',
              field_formats: { default: { fontSize: 12, fontStyle: 'italic' } },
            },
            { field_id: 'portrait', field_value: '', field_formats: { default: {} } },
          ],
        },
      ],
    };

    expect(diffEdits(sent, template)).toEqual({
      pages: [
        {
          page_number: 0,
          page_fields: [
            {
              field_id: 'full-name',
              field_value: 'Ruth',
              field_formats: { default: { fontStyle: 'italic' } },
            },
          ],
        },
        {
          page_number: 1,
          page_fields: [
            {
              field_id: 'memories',
              children: [
                { row_id: 'row-2', images: [{ field_id: 'memory-3', field_value: 'photo-0001' }] },
              ],
            },
          ],
        },
      ],
    });
  });

  it('turns a document equal to the template into no edits at all', () => {
    const sent: SavedEdits = {
      pages: [{ page_number: 0, page_fields: [{ field_id: 'full-name', field_value: '' }] }],
    };

    expect(diffEdits(sent, template)).toEqual({ pages: [] });
  });

  it('keeps a crop, which the template never has', () => {
    const crop = { x: 50, y: 20, zoom: 2 };
    const sent: SavedEdits = {
      pages: [{ page_number: 0, page_fields: [{ field_id: 'portrait', field_formats: { crop } }] }],
    };

    expect(diffEdits(sent, template).pages[0]?.page_fields).toEqual([
      { field_id: 'portrait', field_formats: { crop } },
    ]);
  });
});

describe(applyEdits.name, () => {
  const edits: SavedEdits = {
    pages: [
      {
        page_number: 0,
        page_fields: [
          {
            field_id: 'full-name',
            field_value: 'Ruth Ellis',
            field_formats: { default: { fontStyle: 'italic' }, print: { color: '#000' } },
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
              { row_id: 'row-2', images: [{ field_id: 'memory-3', field_value: 'photo-0001' }] },
            ],
          },
        ],
      },
    ],
  };

  it('overlays values and styles by page number and field id, keeping the template’s other styles', () => {
    const merged = applyEdits(template, edits);

    expect(merged.pages[0]?.page_fields[1]).toMatchObject({
      field_id: 'full-name',
      field_value: 'Ruth Ellis',
      field_formats: { default: { fontSize: 12, fontStyle: 'italic' }, print: { color: '#000' } },
    });
    expect(merged.pages[0]?.page_fields[0]).toBe(template.pages[0]?.page_fields[0]);
  });

  it('overlays container children by field id and grid images by row id', () => {
    const merged = applyEdits(template, edits);
    const [service, memories] = merged.pages[1]?.page_fields ?? [];

    expect(service?.children?.map((child) => child.field_value)).toEqual(['', 'Hymn']);
    expect(memories?.rows?.map((row) => row.images.map((image) => image.field_value))).toEqual([
      ['', ''],
      ['photo-0001'],
    ]);
  });

  it('leaves the template untouched and ignores edits of things the template no longer has', () => {
    const before = JSON.stringify(template);
    const stale: SavedEdits = {
      pages: [{ page_number: 7, page_fields: [{ field_id: 'gone', field_value: 'x' }] }],
    };

    const merged = applyEdits(template, { pages: [...edits.pages, ...stale.pages] });

    expect(JSON.stringify(template)).toBe(before);
    expect(merged.pages).toHaveLength(2);
  });
});

describe(photoFileIds.name, () => {
  it('lists the photos placed in image fields, and no text that happens to look like an id', () => {
    const edits: SavedEdits = {
      pages: [
        {
          page_number: 0,
          page_fields: [
            { field_id: 'full-name', field_value: 'RuthEllis1' },
            { field_id: 'portrait', field_value: 'photo-0002' },
          ],
        },
        {
          page_number: 1,
          page_fields: [
            {
              field_id: 'memories',
              children: [
                { row_id: 'row-1', images: [{ field_id: 'memory-2', field_value: 'photo-0003' }] },
              ],
            },
          ],
        },
      ],
    };

    expect(photoFileIds(edits, template)).toEqual(['photo-0002', 'photo-0003']);
  });
});
