import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  templateSourceSchema,
  type TemplateField,
  type TemplateSource,
} from './template.schema.js';

/**
 * The template sources in backend/templates: every one must load, point only at artwork that
 * exists, carry safe artwork, and have what a family needs (a cover photo, an obituary, a
 * collage). The catalogue seeds exactly these files, so a broken one would break the product.
 */

const root = join(import.meta.dirname, '../../../../templates');
const sharedDir = join(root, '_shared');
const ids = readdirSync(root)
  .filter((name) => !name.startsWith('_') && statSync(join(root, name)).isDirectory())
  .sort();

const read = (id: string): unknown =>
  JSON.parse(readFileSync(join(root, id, 'template.json'), 'utf8'));
const sources = new Map<string, TemplateSource>(
  ids.map((id) => {
    const parsed = templateSourceSchema.safeParse(read(id));
    return [id, parsed.success ? parsed.data : (read(id) as TemplateSource)];
  }),
);
const source = (id: string): TemplateSource => {
  const found = sources.get(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

/** Every field of a template, nested children and image-grid images included. */
function allFields(fields: readonly TemplateField[]): TemplateField[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(field.children ?? []),
    ...(field.rows ?? []).flatMap((row) => row.images as TemplateField[]),
  ]);
}
const fieldsOf = (template: TemplateSource['template']) =>
  allFields(template.pages.flatMap((page) => page.page_fields));
const typeOf = (field: TemplateField) => field.field_type.toLowerCase();

/** Every `asset:` reference anywhere in a source file. */
const assetReferences = (id: string): string[] =>
  [...readFileSync(join(root, id, 'template.json'), 'utf8').matchAll(/"asset:([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
const resolveAsset = (id: string, name: string): string | undefined =>
  [join(root, id, name), join(sharedDir, name)].find((path) => existsSync(path));

const svgFiles = [...ids.map((id) => join(root, id)), sharedDir].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => join(dir, name)),
);

describe('template sources', () => {
  it('include at least 16 templates', () => {
    expect(ids.length).toBeGreaterThanOrEqual(16);
  });

  it.each(ids)('%s passes the template source schema', (id) => {
    const result = templateSourceSchema.safeParse(read(id));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(ids)('%s is catalogued under its folder name', (id) => {
    expect(source(id).catalogue.id).toBe(id);
  });

  it.each(ids)('%s refers only to artwork that exists beside it or in _shared', (id) => {
    const missing = assetReferences(id).filter((name) => !resolveAsset(id, name));
    expect(assetReferences(id).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(ids)('%s has a folded page count that is a multiple of 4', (id) => {
    const { pages, print_formats } = source(id).template;
    if (print_formats.default.fold !== 'flat') expect(pages.length % 4).toBe(0);
  });

  it.each(ids)('%s has a photo frame on the cover', (id) => {
    const cover = source(id).template.pages.find((page) => page.page_number === 0);
    const frames = allFields(cover?.page_fields ?? []).filter((field) => typeOf(field) === 'image');
    expect(frames.length).toBeGreaterThan(0);
    expect(frames[0]?.field_placeholder).toMatch(/^asset:/);
  });

  it.each(ids)('%s has an obituary the family can write', (id) => {
    const obituaries = fieldsOf(source(id).template).filter(
      (field) =>
        typeOf(field) === 'multiline' &&
        /obituary/i.test(`${field.field_id} ${field.field_display_name}`),
    );
    expect(obituaries.length).toBeGreaterThan(0);
    expect(obituaries[0]?.field_placeholder.length).toBeGreaterThan(200);
  });

  it.each(ids)('%s has a photo collage', (id) => {
    const grids = fieldsOf(source(id).template).filter((field) => typeOf(field) === 'imagegrid');
    expect(grids.length).toBeGreaterThan(0);
    expect(grids.flatMap((grid) => grid.rows ?? []).length).toBeGreaterThanOrEqual(1);
  });

  it.each(ids)('%s uses every artwork file kept beside it', (id) => {
    const used = new Set(assetReferences(id));
    const files = readdirSync(join(root, id)).filter((name) => name !== 'template.json');
    expect(files.filter((name) => !used.has(name))).toEqual([]);
  });

  it('offer the four templates of the home page under their exact names', () => {
    const names = Object.fromEntries(
      [...sources].map(([id, { template }]) => [id, template.template_display_name]),
    );
    expect(names).toMatchObject({
      'sunset-beach': 'Sunset Beach',
      'catholic-devotional': 'Catholic Devotional',
      'forest-inspirations': 'Forest Inspirations',
      'elegant-floral': 'Elegant Floral',
    });
  });

  it('offer at least three booklets of 8 pages or more', () => {
    const booklets = [...sources.values()].filter(({ template }) => template.pages.length >= 8);
    expect(booklets.length).toBeGreaterThanOrEqual(3);
  });

  it('use shared artwork that at least one template refers to', () => {
    const used = new Set(ids.flatMap(assetReferences));
    const unused = readdirSync(sharedDir).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });

  it('tag every template with its format, so the format filter finds them all', () => {
    const untagged = [...sources].filter(
      ([, { catalogue }]) =>
        !catalogue.tags.includes('bifold') && !catalogue.tags.includes('booklet'),
    );
    expect(untagged.map(([id]) => id)).toEqual([]);
  });
});

describe('template artwork', () => {
  it('exists', () => {
    expect(svgFiles.length).toBeGreaterThan(ids.length);
  });

  it.each(svgFiles.map((path) => [path.slice(root.length + 1), path]))(
    '%s is a standalone SVG that cannot run or fetch anything',
    (_name, path) => {
      const svg = readFileSync(path, 'utf8');
      expect(svg).toMatch(/^(?:<\?xml[^>]*\?>\s*)?<svg[\s>]/);
      expect(svg).toMatch(/<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<svg[^>]*\sviewBox="[\d.\s-]+"/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      for (const forbidden of [
        /<script/i,
        /<foreignObject/i,
        /<image/i,
        /\son\w+\s*=/i,
        /href\s*=\s*"http/i,
        /url\(\s*['"]?http/i,
        /@import/i,
        /<text/i,
      ]) {
        expect(svg).not.toMatch(forbidden);
      }
      const references = [
        ...svg.matchAll(/(?:href|xlink:href)\s*=\s*"([^"]*)"|url\(\s*([^)]*)\)/g),
      ].map((match) => match[1] ?? match[2] ?? '');
      expect(references.filter((reference) => !/^['"]?#[\w-]+['"]?$/.test(reference))).toEqual([]);
    },
  );

  it.each(svgFiles.map((path) => [path.slice(root.length + 1), path]))(
    '%s is under 60 KB',
    (_name, path) => {
      expect(statSync(path).size).toBeLessThan(60 * 1024);
    },
  );
});
