import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertContentType, FileStore, isFileId, type StoredFile } from './file-store.js';

type Sidecar = Omit<StoredFile, 'id'>;

/**
 * Files in a local folder (`DATA_DIR/files`), shared by every process on the machine or
 * volume. Each file sits beside a JSON sidecar with its content type and hash, in a folder
 * named after the id's first two characters so no folder grows too large. Writes go to a
 * temporary name and are renamed into place, so a reader never sees half a file.
 */
export class LocalFileStore extends FileStore {
  /** Descriptions are immutable, so a process may remember them. */
  private readonly known = new Map<string, StoredFile>();

  constructor(private readonly root: string) {
    super();
  }

  async put(bytes: Buffer, contentType: string): Promise<StoredFile> {
    assertContentType(contentType);
    const id = createHash('sha256')
      .update(contentType)
      .update('\0')
      .update(bytes)
      .digest('hex')
      .slice(0, 40);
    const existing = await this.info(id);
    if (existing) return existing;
    const file: StoredFile = {
      id,
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    const folder = join(this.root, id.slice(0, 2));
    await mkdir(folder, { recursive: true });
    // The bytes land first: a sidecar always describes a complete file.
    await this.writeAtomically(join(folder, id), bytes);
    const sidecar: Sidecar = { contentType, size: file.size, sha256: file.sha256 };
    await this.writeAtomically(join(folder, `${id}.json`), Buffer.from(JSON.stringify(sidecar)));
    this.known.set(id, file);
    return file;
  }

  async info(id: string): Promise<StoredFile | null> {
    if (!isFileId(id)) return null;
    const remembered = this.known.get(id);
    if (remembered) return remembered;
    let text: string;
    try {
      text = await readFile(this.pathOf(id) + '.json', 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const sidecar = JSON.parse(text) as Sidecar;
    const file: StoredFile = { id, ...sidecar };
    if (this.known.size > 10_000) this.known.clear();
    this.known.set(id, file);
    return file;
  }

  async read(id: string): Promise<Buffer | null> {
    if (!(await this.info(id))) return null;
    return readFile(this.pathOf(id));
  }

  private pathOf(id: string): string {
    return join(this.root, id.slice(0, 2), id);
  }

  private async writeAtomically(path: string, bytes: Buffer): Promise<void> {
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
}
