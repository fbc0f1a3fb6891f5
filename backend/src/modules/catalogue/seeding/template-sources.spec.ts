import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureTemplatesFolder } from '../../../../../test/setup/test-app.js';
import { templateSchema } from '../domain/template.schema.js';
import { loadTemplateSources, TemplateSourceError, type StoreAsset } from './template-sources.js';

describe(loadTemplateSources.name, () => {
  let root: string;
  const stored: { contentType: string; size: number }[] = [];
  /** Content-addressed, as the file store is. */
  const storeAsset: StoreAsset = (bytes, contentType) => {
    stored.push({ contentType, size: bytes.length });
    return Promise.resolve(`file${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`);
  };
  const sourcePath = (id: string) => join(root, id, 'template.json');
  /** The parts of a source file the tests change. */
  type Source = {
    catalogue: { id: string; description: string };
    template: { template_side_formats: { default: Record<string, unknown> } };
  };
  const editSource = (id: string, edit: (source: Source) => void) => {
    const source = JSON.parse(readFileSync(sourcePath(id), 'utf8')) as Source;
    edit(source);
    writeFileSync(sourcePath(id), JSON.stringify(source));
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pamphlet-templates-'));
    cpSync(fixtureTemplatesFolder, root, { recursive: true });
    stored.length = 0;
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('loads every template folder, skipping _shared, with assets stored and referenced by file id', async () => {
    const { sources, skipped } = await loadTemplateSources(root, storeAsset);

    expect(skipped).toEqual([]);
    expect(sources.map((source) => source.templateId)).toEqual([
      'night-sky',
      'quiet-lake',
      'rose-garden',
    ]);
    const lake = sources.find((source) => source.templateId === 'quiet-lake');
    expect(JSON.stringify(lake)).not.toContain('asset:');
    expect(templateSchema.safeParse(lake?.template).success).toBe(true);
    expect(lake?.template.pages[0]?.page_fields[0]?.field_value).toMatch(/^file[0-9a-f]{16}$/);
    expect(stored.every((asset) => asset.contentType === 'image/svg+xml')).toBe(true);
    expect(lake?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives unchanged sources the same content hash and a changed source a new one', async () => {
    const { sources: before } = await loadTemplateSources(root, storeAsset);
    editSource('night-sky', (source) => {
      source.catalogue.description = 'A calm field of stars, for one who now shines among them.';
    });

    const { sources: after } = await loadTemplateSources(root, storeAsset);

    const hashOf = (sources: typeof before, id: string) =>
      sources.find((source) => source.templateId === id)?.contentHash;
    expect(hashOf(after, 'quiet-lake')).toBe(hashOf(before, 'quiet-lake'));
    expect(hashOf(after, 'night-sky')).not.toBe(hashOf(before, 'night-sky'));
  });

  it('stops with the file and the problem when a template breaks the schema', async () => {
    editSource('rose-garden', (source) => {
      source.template.template_side_formats.default.backgroundImage = 'url(https://x.test/a.png)';
    });

    const loading = loadTemplateSources(root, storeAsset);

    await expect(loading).rejects.toBeInstanceOf(TemplateSourceError);
    await expect(loading).rejects.toThrow(
      /rose-garden\/template\.json: template\.template_side_formats\.default\.backgroundImage: must be a linear-gradient/,
    );
  });

  it('stops when a template file is not JSON', async () => {
    writeFileSync(sourcePath('night-sky'), '{ "catalogue": ');

    await expect(loadTemplateSources(root, storeAsset)).rejects.toThrow(
      /night-sky\/template\.json is not valid JSON/,
    );
  });

  it('stops when an asset is found neither beside the template nor in _shared', async () => {
    rmSync(join(root, '_shared', 'divider.svg'));

    await expect(loadTemplateSources(root, storeAsset)).rejects.toThrow(
      /asset divider\.svg is neither in .*quiet-lake nor in .*_shared/,
    );
  });

  it('stops when artwork could run or fetch something', async () => {
    writeFileSync(
      join(root, 'quiet-lake', 'lake.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );

    await expect(loadTemplateSources(root, storeAsset)).rejects.toThrow(
      /lake\.svg: it contains a <script> element/,
    );
  });

  it('stops when the catalogue id differs from the folder name', async () => {
    editSource('night-sky', (source) => {
      source.catalogue.id = 'starry-night';
    });

    await expect(loadTemplateSources(root, storeAsset)).rejects.toThrow(
      /catalogue\.id "starry-night" must equal its folder name "night-sky"/,
    );
  });

  it('skips and names a folder without template.json: artwork in progress is not a template', async () => {
    rmSync(sourcePath('night-sky'));

    const { sources, skipped } = await loadTemplateSources(root, storeAsset);

    expect(sources.map((source) => source.templateId)).toEqual(['quiet-lake', 'rose-garden']);
    expect(skipped).toEqual(['night-sky']);
  });
});
