import { describe, expect, it } from '@jest/globals';
import { fieldTypeOf } from './field-types';
import { imageUrl } from './image-url';
import { sortFields, sortPages, sortRows } from './order';
import { splitParagraphs } from './paragraphs';
import { pageRule, trimSize } from './print-page';
import { textTagOf } from './tag-type';

describe(textTagOf.name, () => {
  it.each([
    ['h1', 'h1'],
    ['H3', 'h3'],
    ['h6', 'h6'],
    ['span', 'span'],
    ['p', 'p'],
    ['h7', 'p'],
    ['div', 'p'],
    ['script', 'p'],
    [undefined, 'p'],
    [3, 'p'],
  ])('renders tagType %j as %s', (tagType, tag) => {
    expect(textTagOf(tagType)).toBe(tag);
  });
});

describe(fieldTypeOf.name, () => {
  it('knows the seven field types in any letter case', () => {
    expect(
      ['container', 'TEXT', 'Header', 'image', 'staticImage', 'MultiLine', 'IMAGEGRID'].map(
        fieldTypeOf,
      ),
    ).toEqual(['container', 'text', 'header', 'image', 'staticimage', 'multiline', 'imagegrid']);
  });

  it('does not know other types', () => {
    expect(fieldTypeOf('video')).toBeNull();
    expect(fieldTypeOf(undefined)).toBeNull();
  });
});

describe(splitParagraphs.name, () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('First line\nsame paragraph\n\nSecond\n  \nThird')).toEqual([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });

  it('ignores extra blank lines and Windows line endings', () => {
    expect(splitParagraphs('\n\nOne\r\n\r\n\r\n\r\nTwo\n\n')).toEqual(['One', 'Two']);
  });

  it('has no paragraphs for empty text', () => {
    expect(splitParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('ordering', () => {
  it('sorts pages by number, fields by order and grid rows by number', () => {
    const field = (field_id: string, field_order: number) => ({
      field_id,
      field_order,
      field_display_name: field_id,
      field_type: 'text',
    });
    expect(
      sortPages([
        { page_number: 2, page_fields: [] },
        { page_number: 0, page_fields: [] },
      ]).map((page) => page.page_number),
    ).toEqual([0, 2]);
    expect(sortFields([field('b', 2), field('a', 1)]).map((f) => f.field_id)).toEqual(['a', 'b']);
    expect(
      sortRows([
        { row_id: 'y', row_number: 1, images: [] },
        { row_id: 'x', row_number: 0, images: [] },
      ]).map((row) => row.row_id),
    ).toEqual(['x', 'y']);
  });
});

describe(imageUrl.name, () => {
  it('addresses a stored image, with an optional size', () => {
    expect(imageUrl('abcdef0123456789')).toBe('/img/abcdef0123456789');
    expect(imageUrl('abcdef0123456789', { width: 440.4 })).toBe('/img/abcdef0123456789?width=440');
  });

  it('addresses nothing for an empty value or something that is not a file id', () => {
    expect(imageUrl('')).toBeNull();
    expect(imageUrl(undefined)).toBeNull();
    expect(imageUrl('../api/health')).toBeNull();
    expect(imageUrl('https://tracker.test/x.png')).toBeNull();
  });
});

describe('print page', () => {
  it('prints one side per sheet at its trim size', () => {
    const format = {
      trim_width_in: 5.5,
      trim_height_in: 8.5,
      sheet_width_in: 11,
      sheet_height_in: 8.5,
      fold: 'half-fold' as const,
      bleed_in: 0.125,
    };

    expect(trimSize(format)).toEqual({ width: '5.5in', height: '8.5in' });
    expect(pageRule(format)).toBe('@page { size: 5.5in 8.5in; margin: 0; }');
  });
});
