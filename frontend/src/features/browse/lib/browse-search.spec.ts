import { describe, expect, it } from '@jest/globals';
import { parseBrowseSearch, toggleTag, withFilters, withPage } from './browse-search';

describe(parseBrowseSearch.name, () => {
  it('reads tags, sort and page', () => {
    expect(parseBrowseSearch({ tags: ['nature', 'warm'], sort: 'titleDesc', page: 2 })).toEqual({
      tags: ['nature', 'warm'],
      sort: 'titleDesc',
      page: 2,
    });
  });

  it('leaves the defaults out: no tags, popular, page 1', () => {
    expect(parseBrowseSearch({ tags: [], sort: 'popular', page: 1 })).toEqual({});
  });

  it('reads comma-separated tags from a hand-written link, trimmed and without repeats', () => {
    expect(parseBrowseSearch({ tags: 'nature, warm,,nature' })).toEqual({
      tags: ['nature', 'warm'],
    });
  });

  it.each([
    [{ sort: 'newest' }],
    [{ sort: 3 }],
    [{ page: 0 }],
    [{ page: -2 }],
    [{ page: 1.5 }],
    [{ page: 'two' }],
    [{ tags: 42 }],
    [{ tags: [1, null, ''] }],
  ])('falls back to the default for %j instead of failing', (search) => {
    expect(parseBrowseSearch(search)).toEqual({});
  });

  it('names every key, so the router cannot keep a raw value that was refused', () => {
    expect(Object.keys(parseBrowseSearch({ sort: 'newest', page: -4, tags: 42 })).sort()).toEqual([
      'page',
      'sort',
      'tags',
    ]);
  });

  it('reads a page given as text', () => {
    expect(parseBrowseSearch({ page: '3' })).toEqual({ page: 3 });
  });
});

describe(withFilters.name, () => {
  it('goes back to page 1 when the tags change', () => {
    expect(withFilters({ tags: ['a'], sort: 'titleAsc', page: 3 }, { tags: ['a', 'b'] })).toEqual({
      tags: ['a', 'b'],
      sort: 'titleAsc',
    });
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(withFilters({ tags: ['a'], page: 2 }, { sort: 'titleDesc' })).toEqual({
      tags: ['a'],
      sort: 'titleDesc',
    });
  });

  it('clears everything on reset: no tags, popular, page 1', () => {
    expect(
      withFilters({ tags: ['a'], sort: 'titleDesc', page: 2 }, { tags: [], sort: 'popular' }),
    ).toEqual({});
  });
});

describe(withPage.name, () => {
  it('keeps filters and sort and drops page 1', () => {
    expect(withPage({ tags: ['a'], sort: 'titleAsc' }, 2)).toEqual({
      tags: ['a'],
      sort: 'titleAsc',
      page: 2,
    });
    expect(withPage({ tags: ['a'], page: 2 }, 1)).toEqual({ tags: ['a'] });
  });
});

describe(toggleTag.name, () => {
  it('adds a tag at the end and removes a selected one', () => {
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});
