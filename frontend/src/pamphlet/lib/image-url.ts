const fileIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The address of a stored image, optionally bounded in pixels; null for a value that is not a
 * file id (an empty field, or anything else), so nothing unexpected is ever fetched.
 */
export function imageUrl(
  fileId: string | null | undefined,
  size: { width?: number; height?: number } = {},
): string | null {
  if (!fileId || !fileIdPattern.test(fileId)) return null;
  const query = new URLSearchParams();
  if (size.width) query.set('width', String(Math.round(size.width)));
  if (size.height) query.set('height', String(Math.round(size.height)));
  const search = query.toString();
  return `/img/${fileId}${search ? `?${search}` : ''}`;
}
