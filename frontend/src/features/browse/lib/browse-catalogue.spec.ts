import { describe, expect, it } from '@jest/globals';
import {
  filterTemplates,
  paginate,
  sortTemplates,
  topTags,
  type BrowsableTemplate,
} from './browse-catalogue';

const template = (
  _id: string,
  template_display_name: string,
  template_popularity_score: number,
  template_display_tags: string[],
): BrowsableTemplate => ({
  _id,
  template_display_name,
  template_popularity_score,
  template_display_tags,
});

const catalogue = [
  template('sunset-beach', 'Sunset Beach', 12, ['nature', 'beach', 'warm']),
  template('forest', 'Forest Inspirations', 30, ['nature', 'green']),
  template('floral', 'elegant Floral', 12, ['floral', 'warm']),
  template('devotional', 'Catholic Devotional', 7, ['religious', 'classic']),
  template('lake', 'Quiet Lake', 0, ['nature', 'water', 'calm']),
];
const ids = (templates: readonly BrowsableTemplate[]) => templates.map((t) => t._id);

describe(filterTemplates.name, () => {
  it('keeps every template when no tag is selected', () => {
    expect(ids(filterTemplates(catalogue, []))).toEqual(ids(catalogue));
  });

  it('keeps the templates that have the one selected tag', () => {
    expect(ids(filterTemplates(catalogue, ['nature']))).toEqual(['sunset-beach', 'forest', 'lake']);
  });

  it('keeps only templates that have ALL selected tags, not any of them', () => {
    expect(ids(filterTemplates(catalogue, ['nature', 'warm']))).toEqual(['sunset-beach']);
  });

  it('keeps nothing when no template has every selected tag', () => {
    expect(filterTemplates(catalogue, ['water', 'floral'])).toEqual([]);
  });
});

describe(sortTemplates.name, () => {
  it('puts the most popular first and orders equal scores by title', () => {
    expect(ids(sortTemplates(catalogue, 'popular'))).toEqual([
      'forest',
      'floral',
      'sunset-beach',
      'devotional',
      'lake',
    ]);
  });

  it('orders by title A to Z ignoring letter case', () => {
    expect(ids(sortTemplates(catalogue, 'titleAsc'))).toEqual([
      'devotional',
      'floral',
      'forest',
      'lake',
      'sunset-beach',
    ]);
  });

  it('orders by title Z to A', () => {
    expect(ids(sortTemplates(catalogue, 'titleDesc'))).toEqual([
      'sunset-beach',
      'lake',
      'forest',
      'floral',
      'devotional',
    ]);
  });

  it('leaves the given list as it was', () => {
    const before = ids(catalogue);
    sortTemplates(catalogue, 'titleDesc');
    expect(ids(catalogue)).toEqual(before);
  });
});

describe(paginate.name, () => {
  const numbers = Array.from({ length: 30 }, (_, index) => index + 1);

  it('shows 12 items per page by default', () => {
    expect(paginate(numbers, 1)).toEqual({
      items: numbers.slice(0, 12),
      page: 1,
      pageCount: 3,
      total: 30,
      first: 1,
      last: 12,
    });
  });

  it('shows the remainder on the last page', () => {
    expect(paginate(numbers, 3)).toMatchObject({
      items: [25, 26, 27, 28, 29, 30],
      first: 25,
      last: 30,
    });
  });

  it('shows the last page for a page past the end and the first for one before the start', () => {
    expect(paginate(numbers, 99).page).toBe(3);
    expect(paginate(numbers, 0).page).toBe(1);
    expect(paginate(numbers, Number.NaN).page).toBe(1);
  });

  it('has one empty page when there is nothing to show', () => {
    expect(paginate([], 2)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      first: 0,
      last: 0,
    });
  });

  it('fills exactly 12 on one page', () => {
    expect(paginate(numbers.slice(0, 12), 1).pageCount).toBe(1);
    expect(paginate(numbers.slice(0, 13), 1).pageCount).toBe(2);
  });
});

describe(topTags.name, () => {
  it('puts the 5 most used tags first, ties alphabetically, and the rest alphabetically', () => {
    expect(topTags(catalogue)).toEqual({
      top: ['nature', 'warm', 'beach', 'calm', 'classic'],
      rest: ['floral', 'green', 'religious', 'water'],
    });
  });

  it('counts a tag repeated on one template once', () => {
    expect(topTags([template('a', 'A', 0, ['x', 'x']), template('b', 'B', 0, ['y'])], 1)).toEqual({
      top: ['x'],
      rest: ['y'],
    });
  });

  it('has no rest when there are 5 tags or fewer', () => {
    expect(topTags([template('a', 'A', 0, ['b', 'a'])])).toEqual({ top: ['a', 'b'], rest: [] });
  });
});
