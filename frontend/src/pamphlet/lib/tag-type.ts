/** Elements a text field may render as (spec §3 text format keys). */
export type TextTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';

const textTags: readonly string[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span'];

/** The element for a `tagType`: h1–h6, p or span; anything else (or nothing) behaves as p. */
export function textTagOf(tagType: unknown): TextTag {
  if (typeof tagType !== 'string') return 'p';
  const tag = tagType.trim().toLowerCase();
  return textTags.includes(tag) ? (tag as TextTag) : 'p';
}
