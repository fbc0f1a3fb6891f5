/** Largest width or height, in pixels, that `/img` resizes to. */
export const maxImageDimension = 4000;

/** A size asked for in the query: null means "not constrained". */
export type ImageSize = { width: number | null; height: number | null };

export type ImageSizeResult = { ok: true; size: ImageSize } | { ok: false; message: string };

const dimension = (
  name: 'width' | 'height',
  value: unknown,
): { ok: true; value: number | null } | { ok: false; message: string } => {
  if (value === undefined) return { ok: true, value: null };
  const text = typeof value === 'string' ? value.trim() : null;
  if (text === null || !/^\d{1,5}$/.test(text)) {
    return {
      ok: false,
      message: `${name} must be a whole number of pixels from 1 to ${maxImageDimension}.`,
    };
  }
  const number = Number(text);
  if (number < 1 || number > maxImageDimension) {
    return {
      ok: false,
      message: `${name} must be a whole number of pixels from 1 to ${maxImageDimension} (got ${number}).`,
    };
  }
  return { ok: true, value: number };
};

/** Reads `width` and `height` from a query string: each optional, a whole number 1–4000. */
export function parseImageSize(query: Record<string, unknown>): ImageSizeResult {
  const width = dimension('width', query.width);
  if (!width.ok) return width;
  const height = dimension('height', query.height);
  if (!height.ok) return height;
  return { ok: true, size: { width: width.value, height: height.value } };
}

/** Whether an Accept header explicitly lists image/webp with a non-zero quality. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
