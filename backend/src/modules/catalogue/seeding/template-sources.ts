import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import sharp from 'sharp';
import type { z } from 'zod';
import { contentHash } from '../domain/content-hash.js';
import { imageReferences, mapImageReferences } from '../domain/image-references.js';
import { svgProblem } from '../domain/svg-safety.js';
import type { TemplatePublished } from '../domain/template.events.js';
import { templateSchema, templateSourceSchema } from '../domain/template.schema.js';

/** Raised when a template source cannot be published; the message names the file and the problem. */
export class TemplateSourceError extends Error {}

/** Stores an asset's bytes and answers its file id. */
export type StoreAsset = (bytes: Buffer, contentType: string) => Promise<string>;

const sharedFolder = '_shared';
/** Ids the HTTP routes use for themselves (`/template/list`). */
const reservedIds = new Set(['list']);
const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`)
    .join('; ') + (error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '');

/** The folders under `root` that hold a template: every one except `_shared` and hidden ones. */
async function templateFolders(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new TemplateSourceError(`The templates folder ${root} does not exist.`);
    }
    throw error;
  }
  return entries
    .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

async function readAsset(
  root: string,
  folder: string,
  name: string,
  file: string,
): Promise<{ bytes: Buffer; contentType: string; path: string }> {
  const contentType = contentTypes[extname(name).toLowerCase()];
  if (!contentType) throw new TemplateSourceError(`${file}: asset ${name} has an unknown type.`);
  for (const path of [join(root, folder, name), join(root, sharedFolder, name)]) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch {
      continue;
    }
    if (contentType === 'image/svg+xml') {
      const problem = svgProblem(bytes.toString('utf8'));
      if (problem) throw new TemplateSourceError(`${path}: ${problem}.`);
    }
    try {
      await sharp(bytes).metadata();
    } catch (error) {
      throw new TemplateSourceError(`${path}: not a readable image (${String(error)}).`);
    }
    return { bytes, contentType, path };
  }
  throw new TemplateSourceError(
    `${file}: asset ${name} is neither in ${join(root, folder)} nor in ${join(root, sharedFolder)}.`,
  );
}

/** Reads, validates and resolves one template folder: its assets are stored, references replaced. */
async function loadTemplateSource(
  root: string,
  folder: string,
  storeAsset: StoreAsset,
): Promise<TemplatePublished['data']> {
  const file = relative(process.cwd(), join(root, folder, 'template.json'));
  let json: unknown;
  try {
    json = JSON.parse(await readFile(join(root, folder, 'template.json'), 'utf8'));
  } catch (error) {
    throw new TemplateSourceError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = templateSourceSchema.safeParse(json);
  if (!parsed.success) throw new TemplateSourceError(`${file}: ${describeIssues(parsed.error)}`);
  const { catalogue, template } = parsed.data;
  if (catalogue.id !== folder) {
    throw new TemplateSourceError(
      `${file}: catalogue.id "${catalogue.id}" must equal its folder name "${folder}".`,
    );
  }
  if (reservedIds.has(catalogue.id)) {
    throw new TemplateSourceError(`${file}: the id "${catalogue.id}" is reserved.`);
  }
  const fileIds = new Map<string, string>();
  for (const reference of imageReferences(template)) {
    if (!reference.startsWith('asset:')) continue;
    const asset = await readAsset(root, folder, reference.slice('asset:'.length), file);
    fileIds.set(reference, await storeAsset(asset.bytes, asset.contentType));
  }
  const resolved = templateSchema.parse(
    mapImageReferences(template, (reference) => fileIds.get(reference) ?? reference),
  );
  const data = { description: catalogue.description, tags: catalogue.tags, template: resolved };
  return { templateId: catalogue.id, contentHash: contentHash(data), ...data };
}

export type TemplateSources = {
  sources: TemplatePublished['data'][];
  /** Folders without a template.json: artwork in progress, not templates (yet). */
  skipped: string[];
};

/**
 * Every template under `root`, validated and with its images in the file store. All of them are
 * read before any is published, so one bad file stops seeding before anything changes.
 */
export async function loadTemplateSources(
  root: string,
  storeAsset: StoreAsset,
): Promise<TemplateSources> {
  const sources: TemplatePublished['data'][] = [];
  const skipped: string[] = [];
  for (const folder of await templateFolders(root)) {
    if (existsSync(join(root, folder, 'template.json'))) {
      sources.push(await loadTemplateSource(root, folder, storeAsset));
    } else {
      skipped.push(folder);
    }
  }
  return { sources, skipped };
}
