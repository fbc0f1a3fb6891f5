import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/axe.js';

const featured: [name: string, id: string][] = [
  ['Sunset Beach', 'sunset-beach'],
  ['Catholic Devotional', 'catholic-devotional'],
  ['Forest Inspirations', 'forest-inspirations'],
  ['Elegant Floral', 'elegant-floral'],
];

test.describe('landing page', () => {
  // Several axe runs per journey, while the worker pictures covers on the same two cores.
  test.describe.configure({ timeout: 90_000 });

  test('shows the hero, the four templates, how it works, a testimonial, pricing, the guarantee, help and a final call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await expect(main.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute(
      'href',
      '/browse',
    );

    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, [name, id]] of featured.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/create?templateId=${id}`,
      );
      await expect(card.getByRole('link', { name: /Make one like this/ })).toHaveAttribute(
        'href',
        `/create?templateId=${id}`,
      );
    }

    const steps = main.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps.getByRole('heading')).toHaveText([
      'Pick a template',
      'Add content',
      'Download and print',
    ]);
    await expect(main.getByRole('figure')).toContainText('the preview is exactly what prints');

    const pricing = main.getByRole('region', { name: 'Pricing and services' });
    await expect(pricing).toContainText('$30.00');
    await expect(pricing).toContainText('per pamphlet design');
    await expect(pricing.getByRole('listitem')).toHaveText([
      'High-resolution PDF',
      'Print-ready format',
      'Minor corrections included',
    ]);
    await expect(pricing).toContainText('30-day guarantee.');
    await expect(main).toContainText(
      '30-day guarantee: refunds and minor corrections at no charge within 30 days of delivery.',
    );

    const help = main.getByRole('region', { name: 'We’re here to help' });
    await expect(help.getByRole('link', { name: 'support@pamphlet.studio' })).toHaveAttribute(
      'href',
      'mailto:support@pamphlet.studio',
    );
    await expect(main.getByRole('link', { name: 'Choose a template' })).toHaveAttribute(
      'href',
      '/browse',
    );

    await expectAccessibleInBothThemes(page, 'landing page');
  });

  test('the template cards show each template’s real cover once it has been pictured', async ({
    page,
  }) => {
    // Covers are pictured by the worker from the templates themselves, after start-up.
    test.setTimeout(150_000);
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/template/list');
          const entries = (await response.json()) as {
            _id: string;
            template_display_thumbnail: string | null;
          }[];
          return featured.every(([, id]) =>
            entries.some((entry) => entry._id === id && entry.template_display_thumbnail),
          );
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe(true);

    await page.goto('/');
    const covers = page.getByRole('main').getByRole('article').locator('img');
    await expect(covers).toHaveCount(4);
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toHaveAttribute('src', /^\/img\/[A-Za-z0-9_-]+\?width=440$/);
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('Browse Templates opens the catalogue without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    });

    await page.getByRole('main').getByRole('link', { name: 'Browse Templates' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/browse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Templates');
    expect(
      await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage),
    ).toBe(true);
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the landing page fits the screen and stays accessible', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectAccessibleInBothThemes(page, 'landing page on a phone');
    });
  });
});
