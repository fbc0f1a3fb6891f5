import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/axe.js';

const notFoundText = "Oops! The page you're looking for doesn't exist";

function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

test.describe('app shell', () => {
  test('home page shows the header links, the hero and the footer legal links', async ({
    page,
  }) => {
    await page.goto('/');

    const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(mainNav.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute(
      'href',
      '/browse',
    );
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Beautiful funeral and memorial pamphlets, made with care',
    );
    await expect(main.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute(
      'href',
      '/browse',
    );
    await expect(main).toContainText(
      '$30 per pamphlet design, high-resolution PDF, print-ready format, minor corrections included.',
    );
    await expect(main).toContainText(
      '30-day guarantee: refunds and minor corrections at no charge within 30 days of delivery.',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'support@pamphlet.studio' })).toHaveAttribute(
      'href',
      'mailto:support@pamphlet.studio',
    );
    await expect(page).toHaveTitle('Pamphlet Studio · Funeral and memorial pamphlets');

    await expectAccessibleInBothThemes(page, 'home page');
  });

  test('footer shows the support address the server configures', async ({ page }) => {
    await page.addInitScript(() => {
      // The server's own injected config script runs later and would overwrite a plain value;
      // an accessor with an ignoring setter keeps this one, without touching the page's CSP.
      Object.defineProperty(window, '__APP_CONFIG__', {
        get: () => ({ supportEmail: 'help@example.org' }),
        set: () => undefined,
      });
    });
    await page.goto('/');

    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'help@example.org' }),
    ).toHaveAttribute('href', 'mailto:help@example.org');
  });

  test('an unknown address shows the not-found page and Return to Home leads to /', async ({
    page,
  }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    await expect(page).toHaveTitle('Page not found · Pamphlet Studio');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'not-found page');

    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Beautiful funeral and memorial pamphlets, made with care',
    );
    await expect(page).toHaveTitle('Pamphlet Studio · Funeral and memorial pamphlets');
  });

  test('the skip link moves keyboard focus past the header to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('main')).toBeFocused();
  });

  test('dark mode toggle switches the dark class and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect.poll(() => isDark(page)).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();

    await expect.poll(() => isDark(page)).toBe(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

    await page.reload();

    await expect.poll(() => isDark(page)).toBe(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.reload();

    await expect.poll(() => isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test('a saved dark preference is applied before the app script runs', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    // With the bundle blocked only the pre-paint script in index.html can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');

    expect(await isDark(page)).toBe(true);
  });

  test('privacy policy states the 45-day response time and what is stored', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle('Privacy Policy · Pamphlet Studio');
    const main = page.getByRole('main');
    await expect(main).toContainText('within 45 days');
    await expect(main).toContainText('extendable by 45 days');
    await expect(main).toContainText('hashed');
    await expect(main).toContainText(
      'Card data is handled by the payment provider, never stored by us.',
    );
    await expect(main).toContainText('We use a session cookie only.');
    await expect(main.getByRole('link', { name: 'support@pamphlet.studio' }).first()).toBeVisible();

    await expectAccessibleInBothThemes(page, 'privacy policy');
  });

  test('terms state the age limit, refund time, liability cap, notice period and guarantee', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page).toHaveTitle('Terms of Service · Pamphlet Studio');
    const main = page.getByRole('main');
    await expect(main).toContainText('You must be over 18');
    await expect(main).toContainText('within 14 days of receipt of returned goods');
    await expect(main).toContainText('the greater of the amount paid or 100 USD');
    await expect(main).toContainText(/at least 30 days[’'] notice of material changes/);
    await expect(main).toContainText(
      '30-day guarantee: refunds and minor corrections at no charge within 30 days of delivery.',
    );
    await expect(main).toContainText('$30 per pamphlet design');

    await expectAccessibleInBothThemes(page, 'terms of service');
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the mobile menu opens and closes and its button reports aria-expanded', async ({
      page,
    }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expectAccessibleInBothThemes(page, 'home page on a phone, menu closed');

      await menuButton.click();

      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      for (const name of ['Home', 'Browse Templates', 'Login', 'Register']) {
        await expect(menu.getByRole('link', { name })).toBeVisible();
      }
      await expectAccessibleInBothThemes(page, 'home page on a phone, menu open');

      await menuButton.click();

      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await menuButton.click();
      await page.keyboard.press('Escape');

      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('following a link in the mobile menu closes it', async ({ page }) => {
      await page.goto('/terms');
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();

      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Home' })
        .click();

      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

      await page.goBack();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    test('the page fits the screen without sideways scrolling', async ({ page }) => {
      for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow on ${path}`).toBe(0);
      }
    });
  });

  test('the page uses the Playfair Display and Inter fonts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Font faces load only once text using them is laid out, so poll rather than read once.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family.replace(/["']/g, ''));
        }),
      )
      .toEqual(expect.arrayContaining(['Inter', 'Playfair Display']));

    const headingFont = await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).fontFamily);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(headingFont).toMatch(/^"?Playfair Display"?,/);
    expect(bodyFont).toMatch(/^"?Inter"?,/);
  });
});
