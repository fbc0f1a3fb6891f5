import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { FileStore, type StoredFile } from './file-store.js';
import type { ImageSize } from './image-request.js';

/** Content types `/img` serves; anything else in the file store (PDFs) is not an image. */
export const imageContentTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
]);

/** One way of sending an image: the original SVG, or a raster encoding at a size. */
export type ImageVariant = {
  /** Strong validator: the file's hash plus everything that shapes the bytes. */
  etag: string;
  /** `svg` is the stored file as it is; `webp` for browsers that take it; `fallback` is PNG or JPEG. */
  kind: 'svg' | 'webp' | 'fallback';
  size: ImageSize;
};

export type RenderedImage = { bytes: Buffer; contentType: string };

const svg = 'image/svg+xml';
const memoryBudgetBytes = 48 * 1024 * 1024;

/** Picks the variant a request gets, before any work is done, so a 304 costs nothing. */
export function chooseVariant(file: StoredFile, size: ImageSize, webp: boolean): ImageVariant {
  const isResized = size.width !== null || size.height !== null;
  const kind = file.contentType === svg && !isResized ? 'svg' : webp ? 'webp' : 'fallback';
  const dimensions = `${size.width ?? ''}x${size.height ?? ''}`;
  return { etag: `"${file.sha256.slice(0, 32)}-${kind}-${dimensions}"`, kind, size };
}

/** The content type of encoded image bytes, from their signature. */
function sniff(bytes: Buffer): string {
  if (bytes.subarray(0, 4).toString('latin1') === '\x89PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

/**
 * Makes and keeps the resized encodings of stored images: computed once with sharp, kept on
 * disk under `DATA_DIR/cache/img` (files never change under their id, so neither do their
 * variants) and the most used ones in memory. Concurrent requests for the same missing variant
 * share one computation.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();
  private readonly hot = new Map<string, RenderedImage>();
  private hotBytes = 0;
  private readonly logger = new Logger('Images');

  constructor(
    private readonly files: FileStore,
    private readonly cacheRoot: string,
  ) {}

  async render(file: StoredFile, variant: ImageVariant): Promise<RenderedImage> {
    if (variant.kind === 'svg') {
      const bytes = await this.files.read(file.id);
      if (!bytes) throw new Error(`File ${file.id} disappeared from the file store.`);
      return { bytes, contentType: svg };
    }
    const key = `${file.id}/${variant.kind}-${variant.size.width ?? 0}x${variant.size.height ?? 0}`;
    const remembered = this.hot.get(key);
    if (remembered) {
      // Map order is recency order: move the entry to the end.
      this.hot.delete(key);
      this.hot.set(key, remembered);
      return remembered;
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.loadOrMake(file, variant, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const image = await pending;
    this.remember(key, image);
    return image;
  }

  private async loadOrMake(
    file: StoredFile,
    variant: ImageVariant,
    key: string,
  ): Promise<RenderedImage> {
    const path = join(this.cacheRoot, key);
    try {
      const bytes = await readFile(path);
      return { bytes, contentType: sniff(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const original = await this.files.read(file.id);
    if (!original) throw new Error(`File ${file.id} disappeared from the file store.`);
    const image = await encode(original, file.contentType, variant);
    await mkdir(join(this.cacheRoot, file.id), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, image.bytes);
      await rename(partial, path);
    } catch (error) {
      // The cache is an optimisation: a full disk must not stop the image from being served.
      await rm(partial, { force: true });
      this.logger.warn(`Could not cache the image variant ${key}: ${String(error)}`);
    }
    return image;
  }

  private remember(key: string, image: RenderedImage): void {
    if (this.hot.has(key) || image.bytes.length > memoryBudgetBytes / 8) return;
    this.hot.set(key, image);
    this.hotBytes += image.bytes.length;
    for (const [oldest, entry] of this.hot) {
      if (this.hotBytes <= memoryBudgetBytes) break;
      this.hot.delete(oldest);
      this.hotBytes -= entry.bytes.length;
    }
  }
}

/** Scale at which an SVG must be drawn so that it covers the asked size (vectors enlarge freely). */
async function svgDensity(bytes: Buffer, size: ImageSize): Promise<number> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const scales = [
    size.width !== null && width > 0 ? size.width / width : 0,
    size.height !== null && height > 0 ? size.height / height : 0,
  ].filter((scale) => scale > 0);
  const scale = scales.length > 0 ? Math.min(...scales) : 1;
  return Math.min(72 * Math.max(1, scale) * 1.01, 50_000);
}

async function encode(
  bytes: Buffer,
  contentType: string,
  variant: ImageVariant,
): Promise<RenderedImage> {
  const isSvg = contentType === svg;
  const density = isSvg ? await svgDensity(bytes, variant.size) : undefined;
  let pipeline = sharp(bytes, { density, failOn: 'error' }).rotate();
  if (variant.size.width !== null || variant.size.height !== null) {
    pipeline = pipeline.resize({
      width: variant.size.width ?? undefined,
      height: variant.size.height ?? undefined,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (variant.kind === 'webp') {
    return {
      bytes: await pipeline.webp({ quality: 82, effort: 4 }).toBuffer(),
      contentType: 'image/webp',
    };
  }
  // Without WebP, transparency needs PNG: JPEG would turn transparent artwork black.
  const { hasAlpha } = await sharp(bytes, { density }).metadata();
  if (hasAlpha || isSvg) {
    return {
      bytes: await pipeline.png({ compressionLevel: 8 }).toBuffer(),
      contentType: 'image/png',
    };
  }
  return {
    bytes: await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    contentType: 'image/jpeg',
  };
}
