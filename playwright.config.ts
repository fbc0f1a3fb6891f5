import { defineConfig, devices } from '@playwright/test';

// Each person or agent running journeys at once on one machine picks their own port.
const port = process.env.E2E_PORT ?? '3100';

export default defineConfig({
  testDir: 'test/e2e/ui',
  testMatch: '**/*.e2e.ts',
  forbidOnly: !!process.env.CI,
  // Two cores run the server, Chromium and axe at once; allow a page that much time.
  timeout: 60_000,
  globalTimeout: 30 * 60_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: Playwright's own browser download is not reachable from CI.
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run start:e2e',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
