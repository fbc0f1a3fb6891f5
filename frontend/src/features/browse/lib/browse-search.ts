import { sortOptions, type SortOption } from './browse-catalogue';

/**
 * The state of /browse kept in the address, so a view can be shared and the back button
 * works. Defaults are left out: `/browse` is popular, no tags, page 1.
 */
export type BrowseSearch = { tags?: string[]; sort?: SortOption; page?: number };

const maxTags = 20;

const readTags = (value: unknown): string[] | undefined => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const tags = [
    ...new Set(
      list
        .filter((tag): tag is string => typeof tag === 'string')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '' && tag.length <= 40),
    ),
  ].slice(0, maxTags);
  return tags.length > 0 ? tags : undefined;
};

const readSort = (value: unknown): SortOption | undefined =>
  typeof value === 'string' &&
  value !== 'popular' &&
  (sortOptions as readonly string[]).includes(value)
    ? (value as SortOption)
    : undefined;

const readPage = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number < 10_000
    ? number
    : undefined;
};

/**
 * Reads the address without ever failing: a value that makes no sense falls back to its
 * default (undefined, left out of the address). Tags may come as a list or as one
 * comma-separated text (hand-written links).
 */
export function parseBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  // Every key is present, undefined for a default: the router lays the result over the raw
  // query, so a key left out would let a nonsense value through.
  return {
    tags: readTags(search.tags),
    sort: readSort(search.sort),
    page: readPage(search.page),
  };
}

/** The search after changing filters or sort: back to page 1 (spec §4). */
export function withFilters(
  search: BrowseSearch,
  change: { tags?: readonly string[]; sort?: SortOption },
): BrowseSearch {
  return parseBrowseSearch({
    tags: 'tags' in change ? change.tags : search.tags,
    sort: 'sort' in change ? change.sort : search.sort,
  });
}

/** The search showing another page, with the same filters and sort. */
export function withPage(search: BrowseSearch, page: number): BrowseSearch {
  return parseBrowseSearch({ ...search, page });
}

/** Selects or unselects one tag, keeping the others in the order they were chosen. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  return selected.includes(tag) ? selected.filter((other) => other !== tag) : [...selected, tag];
}
