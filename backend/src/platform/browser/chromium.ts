import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Raised when no Chromium is installed where the configuration looked for one. */
export class ChromiumMissingError extends Error {
  constructor() {
    super(
      'Chromium was not found: install it (Debian: apt-get install chromium) or set CHROME_PATH ' +
        'to its executable.',
    );
  }
}

/** Flags for a headless Chromium on a server: no sandbox (containers), no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LaunchedChromium = { browser: Browser; close(): Promise<void> };

/** Starts a headless Chromium with a fresh profile, removed again on close. */
export async function launchChromium(chromePath: string | null): Promise<LaunchedChromium> {
  if (!chromePath) throw new ChromiumMissingError();
  const userDataDir = await mkdtemp(join(tmpdir(), 'pamphlet-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: [...chromiumArgs, `--user-data-dir=${userDataDir}`],
      // Over a pipe, Chromium exits by itself when this process dies, even on SIGKILL: a
      // WebSocket connection would leave it running as an orphan in its own process group.
      pipe: true,
      // Shutdown belongs to the app (Nest's hooks let running jobs finish and close their
      // browsers); puppeteer's own handlers would exit the process on SIGINT.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    browser,
    close: async () => {
      await browser.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Lets the page load only from `origin` (and inline data), so a render cannot reach elsewhere. */
export async function restrictToOrigin(page: Page, origin: string): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    const isAllowed =
      url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin;
    void (isAllowed ? request.continue() : request.abort('blockedbyclient'));
  });
}

/**
 * Waits until the app answers its health check, for a worker that starts before the web
 * process it renders pages from (or in the same process, before it listens).
 */
export async function waitUntilReachable(appUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${appUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`The app at ${appUrl} did not answer within ${timeoutMs / 1000} s.`);
    }
    await sleep(250);
  }
}
