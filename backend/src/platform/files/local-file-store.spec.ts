import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileIdPattern, InvalidContentTypeError } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

describe(LocalFileStore.name, () => {
  let root: string;
  let sut: LocalFileStore;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pamphlet-files-'));
    sut = new LocalFileStore(root);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores bytes with their content type and SHA-256 and reads them back', async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

    const stored = await sut.put(bytes, 'image/svg+xml');

    expect(stored.id).toMatch(fileIdPattern);
    expect(stored).toMatchObject({
      contentType: 'image/svg+xml',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(await sut.read(stored.id)).toEqual(bytes);
    expect(await new LocalFileStore(root).info(stored.id)).toEqual(stored);
  });

  it('gives the same bytes the same id, and different bytes or types different ids', async () => {
    const first = await sut.put(Buffer.from('same'), 'image/png');
    const again = await new LocalFileStore(root).put(Buffer.from('same'), 'image/png');
    const otherBytes = await sut.put(Buffer.from('other'), 'image/png');
    const otherType = await sut.put(Buffer.from('same'), 'image/jpeg');

    expect(again.id).toBe(first.id);
    expect(otherBytes.id).not.toBe(first.id);
    expect(otherType.id).not.toBe(first.id);
  });

  it('answers null for an unknown or malformed id', async () => {
    expect(await sut.info('abcdefgh12345678')).toBeNull();
    expect(await sut.read('abcdefgh12345678')).toBeNull();
    expect(await sut.info('../../etc/passwd')).toBeNull();
    expect(await sut.info('short')).toBeNull();
  });

  it('leaves no partial files behind', async () => {
    const stored = await sut.put(Buffer.from('x'.repeat(10_000)), 'image/png');

    expect(readdirSync(join(root, stored.id.slice(0, 2))).sort()).toEqual([
      stored.id,
      `${stored.id}.json`,
    ]);
  });

  it('refuses a content type that is not type/subtype', async () => {
    await expect(sut.put(Buffer.from('x'), 'png')).rejects.toBeInstanceOf(InvalidContentTypeError);
  });
});
