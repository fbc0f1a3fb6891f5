/** What the catalogue functions need of an entry (GET /template/list). */
export type BrowsableTemplate = {
  _id: string;
  template_display_name: string;
  template_display_tags: readonly string[];
  template_popularity_score: number;
};

/** Sort orders of /browse (spec §9): popular is the default. */
export const sortOptions = ['popular', 'titleAsc', 'titleDesc'] as const;
export type SortOption = (typeof sortOptions)[number];

/** Cards per page and tags shown before "Show More" (spec §9). */
export const browsePageSize = 12;
export const topTagCount = 5;

const byTitle = (a: BrowsableTemplate, b: BrowsableTemplate): number =>
  a.template_display_name.localeCompare(b.template_display_name, 'en', { sensitivity: 'base' }) ||
  a._id.localeCompare(b._id);

/** The templates that carry every one of the selected tags (all of them, not any). */
export function filterTemplates<T extends BrowsableTemplate>(
  templates: readonly T[],
  selectedTags: readonly string[],
): T[] {
  return templates.filter((template) =>
    selectedTags.every((tag) => template.template_display_tags.includes(tag)),
  );
}

/**
 * A sorted copy: popular by popularity score, highest first (equal scores by title); the title
 * orders ignore letter case.
 */
export function sortTemplates<T extends BrowsableTemplate>(
  templates: readonly T[],
  sort: SortOption,
): T[] {
  const sorted = [...templates];
  switch (sort) {
    case 'popular':
      return sorted.sort(
        (a, b) => b.template_popularity_score - a.template_popularity_score || byTitle(a, b),
      );
    case 'titleAsc':
      return sorted.sort(byTitle);
    case 'titleDesc':
      return sorted.sort((a, b) => byTitle(b, a));
    default: {
      const unknown: never = sort;
      return unknown;
    }
  }
}

export type Page<T> = {
  items: T[];
  /** The page shown: the one asked for, kept within 1…pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last item shown; 0 when there are none. */
  first: number;
  last: number;
};

/** One page of items; a page past the end shows the last page, one before the start the first. */
export function paginate<T>(items: readonly T[], page: number, pageSize = browsePageSize): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (shown - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page: shown,
    pageCount,
    total: items.length,
    first: pageItems.length > 0 ? start + 1 : 0,
    last: start + pageItems.length,
  };
}

/**
 * Every tag once: the `count` most used first (most templates, then alphabetically), the rest
 * alphabetically for "Show More".
 */
export function topTags(
  templates: readonly BrowsableTemplate[],
  count = topTagCount,
): { top: string[]; rest: string[] } {
  const uses = new Map<string, number>();
  for (const template of templates) {
    for (const tag of new Set(template.template_display_tags)) {
      uses.set(tag, (uses.get(tag) ?? 0) + 1);
    }
  }
  const ranked = [...uses]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([tag]) => tag);
  return {
    top: ranked.slice(0, count),
    rest: ranked.slice(count).sort((a, b) => a.localeCompare(b)),
  };
}
