/** What the store knows about one stored file. */
export type StoredFile = {
  /** Matches `fileIdPattern`; the same bytes and content type always get the same id. */
  id: string;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex: strong ETags and integrity checks build on it. */
  sha256: string;
};

/** File ids as they appear in URLs (`/img/{fileId}`) and in templates and saved edits. */
export const fileIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

export const isFileId = (value: string): boolean => fileIdPattern.test(value);

const contentTypePattern = /^[a-z]+\/[a-z0-9.+-]+$/;

/** Raised for a content type that is not a plain `type/subtype`. */
export class InvalidContentTypeError extends Error {
  constructor(contentType: string) {
    super(`"${contentType}" is not a content type such as image/png.`);
  }
}

export const assertContentType = (contentType: string): void => {
  if (!contentTypePattern.test(contentType)) throw new InvalidContentTypeError(contentType);
};

/**
 * Where uploaded images, template artwork, thumbnails and PDFs are kept. Files are immutable:
 * ids are derived from the content, so storing the same bytes again returns the same id and
 * a file never changes under its id (which makes long-lived caching safe).
 */
export abstract class FileStore {
  abstract put(bytes: Buffer, contentType: string): Promise<StoredFile>;
  /** The file's description, or null when no file has that id. */
  abstract info(id: string): Promise<StoredFile | null>;
  /** The file's bytes, or null when no file has that id. */
  abstract read(id: string): Promise<Buffer | null>;
}
