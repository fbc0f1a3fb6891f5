import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/axe.js';

type Entry = {
  _id: string;
  template_display_name: string;
  template_display_tags: string[];
  template_popularity_score: number;
};

const pageSize = 12;

async function catalogue(request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get('/template/list');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Entry[];
}

const byTitle = (a: Entry, b: Entry) =>
  a.template_display_name.localeCompare(b.template_display_name, 'en', { sensitivity: 'base' }) ||
  a._id.localeCompare(b._id);
const popular = (entries: Entry[]) =>
  [...entries].sort(
    (a, b) => b.template_popularity_score - a.template_popularity_score || byTitle(a, b),
  );
const withTags = (entries: Entry[], tags: string[]) =>
  entries.filter((entry) => tags.every((tag) => entry.template_display_tags.includes(tag)));

/** The five most used tags, as the side panel shows them before Show More. */
function topTags(entries: Entry[]): string[] {
  const uses = new Map<string, number>();
  for (const entry of entries) {
    for (const tag of new Set(entry.template_display_tags)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  }
  return [...uses]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 5)
    .map(([tag]) => tag);
}

/** The first pair of visible (top) tags that satisfies `accept`. */
function pairOfTopTags(
  entries: Entry[],
  accept: (a: string, b: string) => boolean,
): [string, string] | undefined {
  const top = topTags(entries);
  for (const a of top) {
    for (const b of top) if (a !== b && accept(a, b)) return [a, b];
  }
  return undefined;
}

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
const search = (page: Page) => new URL(page.url()).searchParams;

test.describe('template catalogue', () => {
  // Several axe runs per journey, while the worker pictures covers on the same two cores.
  test.describe.configure({ timeout: 90_000 });

  let entries: Entry[];

  test.beforeAll(async ({ request }) => {
    entries = await catalogue(request);
    expect(entries.length).toBeGreaterThan(pageSize);
  });

  test('shows 12 cards a page, most popular first, and page 2 with the rest; back returns to page 1', async ({
    page,
  }) => {
    const expected = popular(entries).map((entry) => entry.template_display_name);
    await page.goto('/browse');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Templates');
    await expect(page).toHaveTitle('Browse Templates · Pamphlet Studio');
    await expect(cardTitles(page)).toHaveText(expected.slice(0, pageSize));
    await expect(page.getByRole('main')).toContainText(
      `Showing 1–${pageSize} of ${entries.length} templates`,
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    await expectAccessibleInBothThemes(page, 'browse, page 1');

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();

    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(cardTitles(page)).toHaveText(expected.slice(pageSize, 2 * pageSize));
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessibleInBothThemes(page, 'browse, page 2');

    await page.goBack();

    await expect(page).toHaveURL((url) => url.search === '');
    await expect(cardTitles(page)).toHaveText(expected.slice(0, pageSize));
  });

  test('filtering by two tags keeps only templates that have both, back to page 1, and the back button undoes each step', async ({
    page,
  }) => {
    // Two of the visible tags that some, but not all, templates with the first one share.
    const [first, second] = pairOfTopTags(entries, (a, b) => {
      const both = withTags(entries, [a, b]).length;
      return both > 0 && both < withTags(entries, [a]).length;
    }) ?? ['', ''];
    expect(first && second).toBeTruthy();
    await page.goto('/browse?page=2');

    await page.getByRole('checkbox', { name: first, exact: true }).check();

    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
    await expect(cardTitles(page)).toHaveText(
      popular(withTags(entries, [first]))
        .slice(0, pageSize)
        .map((e) => e.template_display_name),
    );

    await page.getByRole('checkbox', { name: second, exact: true }).check();

    const both = popular(withTags(entries, [first, second]));
    await expect(cardTitles(page)).toHaveText(both.map((entry) => entry.template_display_name));
    for (const card of await page.getByRole('main').getByRole('article').all()) {
      await expect(card.getByRole('list', { name: 'Tags' })).toContainText(first);
      await expect(card.getByRole('list', { name: 'Tags' })).toContainText(second);
    }
    expect(search(page).get('tags')).toContain(first);
    expect(search(page).get('tags')).toContain(second);
    await expectAccessibleInBothThemes(page, 'browse filtered by two tags');

    // The address is enough to share the view.
    await page.reload();
    await expect(cardTitles(page)).toHaveText(both.map((entry) => entry.template_display_name));
    await expect(page.getByRole('checkbox', { name: second, exact: true })).toBeChecked();

    await page.goBack();
    await expect(page.getByRole('checkbox', { name: second, exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: first, exact: true })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  });

  test('sorting by title reorders the cards, goes back to page 1 and is kept in the address', async ({
    page,
  }) => {
    await page.goto('/browse?page=2');
    const sort = page.getByRole('combobox', { name: 'Sort by' });

    await sort.selectOption('titleAsc');

    const ascending = [...entries].sort(byTitle).map((entry) => entry.template_display_name);
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'titleAsc');
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
    await expect(cardTitles(page)).toHaveText(ascending.slice(0, pageSize));

    await sort.selectOption('titleDesc');

    await expect(cardTitles(page)).toHaveText([...ascending].reverse().slice(0, pageSize));
    await expect(sort).toHaveValue('titleDesc');

    await page.goBack();
    await expect(sort).toHaveValue('titleAsc');
  });

  test('Show More reveals the less used tags', async ({ page }) => {
    await page.goto('/browse');
    const panel = page.getByRole('group', { name: 'Filter by tag' });
    await expect(panel.getByRole('checkbox')).toHaveCount(5);

    await panel.getByRole('button', { name: 'Show More' }).click();

    await expect(panel.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const allTags = new Set(entries.flatMap((entry) => entry.template_display_tags));
    await expect(panel.getByRole('checkbox')).toHaveCount(allTags.size);
  });

  test('two tags no template shares show No Matches Found, and Reset Filters clears tags and sort', async ({
    page,
  }) => {
    const pair = pairOfTopTags(entries, (a, b) => withTags(entries, [a, b]).length === 0);
    test.skip(!pair, 'every pair of the top tags has a template in common');
    const [first, second] = pair ?? ['', ''];
    await page.goto(`/browse?sort=titleDesc`);

    await page.getByRole('checkbox', { name: first, exact: true }).check();
    await page.getByRole('checkbox', { name: second, exact: true }).check();

    await expect(page.getByText('No Matches Found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expectAccessibleInBothThemes(page, 'browse with no matches');

    await page.getByRole('button', { name: 'Reset Filters' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/browse' && url.search === '');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(pageSize);
  });

  test('a card and its Make one like this button open the editor on that template', async ({
    page,
  }) => {
    await page.goto('/browse?sort=titleAsc');
    const [first] = [...entries].sort(byTitle);
    const card = page.getByRole('main').getByRole('article').first();

    await expect(
      card.getByRole('link', { name: first?.template_display_name, exact: true }),
    ).toHaveAttribute('href', `/create?templateId=${first?._id}`);
    await expect(card.getByRole('link', { name: /Make one like this/ })).toHaveAttribute(
      'href',
      `/create?templateId=${first?._id}`,
    );
  });

  test('a nonsense address falls back to the defaults instead of failing', async ({ page }) => {
    await page.goto('/browse?sort=newest&page=-4&tags=42');

    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    await expect(cardTitles(page)).toHaveCount(pageSize);
  });

  test('a catalogue that cannot be loaded says so', async ({ page }) => {
    await page.route('**/template/list', (route) => route.abort());

    await page.goto('/browse');

    await expect(page.getByRole('alert')).toContainText(
      "Couldn't load templates. Please try again later.",
    );
    await expectAccessibleInBothThemes(page, 'browse when loading failed');
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the catalogue fits the screen and stays accessible', async ({ page }) => {
      await page.goto('/browse');
      await expect(cardTitles(page)).toHaveCount(pageSize);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectAccessibleInBothThemes(page, 'browse on a phone');
    });
  });
});
