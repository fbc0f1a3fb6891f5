import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const blockingImpacts = new Set(['serious', 'critical']);

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes
    .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
    .join('\n');
  return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
}

/** Fails the test if axe finds a serious or critical WCAG 2 A/AA violation on the page as shown. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((violation) =>
    blockingImpacts.has(violation.impact ?? ''),
  );
  expect(
    blocking.map((violation) => violation.id),
    `Accessibility violations on ${label} (${page.url()}):\n${blocking.map(describeViolation).join('\n')}`,
  ).toEqual([]);
}

async function showTheme(page: Page, isDark: boolean): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
  }, isDark);
  // Colours ease between themes; axe must measure contrast after the transitions end.
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
}

/**
 * Runs the axe check with the light and then the dark theme, and puts back the theme the page
 * had. The class is switched directly so the check does not depend on the toggle button.
 */
export async function expectAccessibleInBothThemes(page: Page, label: string): Promise<void> {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const isDark of [false, true]) {
    await showTheme(page, isDark);
    await expectNoSeriousA11yViolations(page, `${label} (${isDark ? 'dark' : 'light'} mode)`);
  }
  await showTheme(page, wasDark);
}
