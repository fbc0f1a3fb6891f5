import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/axe.js';
import { waitForMailTo } from './support/outbox.js';

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test.describe('accounts', () => {
  test('a person registers, signs out, signs in, resets the password from the e-mail and signs in with the new one', async ({
    page,
  }) => {
    // A long journey with eight accessibility scans and the 3-second redirect after the reset.
    test.setTimeout(120_000);
    const email = uniqueEmail('journey');
    await page.goto('/register');
    await expectAccessibleInBothThemes(page, 'register');
    await register(page, email, 'first password 1');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Your Pamphlets' }),
    ).toBeVisible();

    await signOut(page);
    await expect(page).toHaveURL('/');

    await page.goto('/login');
    await expectAccessibleInBothThemes(page, 'login');
    await signIn(page, email, 'first password 1');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await signOut(page);

    await page.goto('/reset-password-request');
    await expectAccessibleInBothThemes(page, 'reset request');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "If an account exists with that email, we've sent instructions to reset your password.",
    );

    const mail = await waitForMailTo(email);
    expect(mail.subject).toBe('Reset your Pamphlet Studio password');
    const link = mail.text?.match(
      /http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+/,
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(String(link));
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'reset password form');
    await page.getByLabel('New password', { exact: true }).fill('second password 2');
    await page.getByLabel('Confirm new password').fill('second password 2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been reset.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await signIn(page, email, 'first password 1');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await signIn(page, email, 'second password 2');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('the register form shows the spec’s messages and keeps submit disabled until both fields are valid', async ({
    page,
  }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Email').fill('not an email');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please fix the errors below.')).toBeVisible();
    await page.getByLabel('Password').fill('short');
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectAccessibleInBothThemes(page, 'register with errors');

    await page.getByLabel('Email').fill('  Valid.Person@Example.com ');
    await page.getByLabel('Password').fill('long enough now');
    await expect(page.getByText('Please fix the errors below.')).toBeHidden();
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Password')).toHaveAttribute('maxlength', '64');
  });

  test('the profile sends a signed-out visitor to sign in and brings them back afterwards', async ({
    page,
  }) => {
    const email = uniqueEmail('profile');
    await register(page, email, 'profile password');
    await signOut(page);

    await page.goto('/profile?tab=settings');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, email, 'profile password');

    await expect(page).toHaveURL('/profile?tab=settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'My Pamphlets' }).click();
    await expect(page.getByRole('heading', { name: 'Your Pamphlets', level: 1 })).toBeVisible();
    await expect(page.getByText('No pamphlets found')).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'profile');

    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  test('a reset link without a token leads home, and a bad one says so with the way forward', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL('/');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText('Invalid or expired link.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset-password-request',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to sign in' }),
    ).toHaveAttribute('href', '/login');
    await expectAccessibleInBothThemes(page, 'invalid reset link');
  });

  test('the mobile menu of a signed-in person offers their pamphlets and settings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await register(page, uniqueEmail('mobile'), 'mobile password');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.screenshot({ path: test.info().outputPath('signed-in-header-360.png') });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Settings' }).click();

    await expect(page).toHaveURL('/profile?tab=settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});
