import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { PredefinedNetworkConditions } from 'puppeteer-core';
import sharp from 'sharp';
import { loadConfig } from '../../backend/src/config/app-config.js';
import type { DatabaseKind } from '../../backend/src/platform/database/orm-options.js';
import { launchChromium } from '../../backend/src/platform/browser/chromium.js';
import { LocalFileStore } from '../../backend/src/platform/files/local-file-store.js';
import { createTestDatabase, databaseKinds } from '../setup/test-databases.js';
import { freePort } from '../support/free-port.js';
import { report, round } from './measure.js';

type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};
type Request = { path?: string; headers?: Record<string, string> };
type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (request: Request) => Request }[];
};
// autocannon ships no types; required by name so the compiler needs none.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: LoadOptions,
) => Promise<LoadResult>;

const mainScript = join(import.meta.dirname, '../../dist/backend/src/main.js');

type BuiltServer = { url: string; dataDir: string; stop(): Promise<void> };

/**
 * The built server (`npm run build` first) in a process of its own, so the load generator
 * does not share its event loop. ROLE=web: no worker picturing covers meanwhile.
 */
async function startBuiltServer(kind: DatabaseKind): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-bench-catalogue-'));
  const database = kind === 'postgresql' ? await createTestDatabase('postgresql') : null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.databaseUrl ?? '',
      ROLE: 'web',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`The built server did not start (exit code ${child.exitCode}).`);
    }
    await sleep(100);
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await database?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const connections = 100;
const duration = 10;
const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const figures = (result: LoadResult) => ({
  reqPerSec: round(result.requests.average, 0),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

/** A photograph-like image: 1600×1200 of coloured noise, as hard to resize as a real photo. */
async function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = (index * 7919 + (index >> 9) * 31) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe.each(databaseKinds())('catalogue and images on %s', (kind) => {
  it('measures /template/list and /img (cached and uncached) at 100 connections', async () => {
    const server = await startBuiltServer(kind);
    try {
      const list = await autocannon({
        url: `${server.url}/template/list`,
        connections,
        duration,
      });
      report(`GET /template/list (${kind}, bundled templates)`, figures(list));

      // Stored straight into the server's folder: uploads arrive with issue 5.
      const files = new LocalFileStore(join(server.dataDir, 'files'));
      const stored = await files.put(await photo(), 'image/jpeg');
      const cachedUrl = `${server.url}/img/${stored.id}?width=440`;
      await fetch(cachedUrl, { headers: { accept: browserAccept } });
      const cached = await autocannon({
        url: cachedUrl,
        connections,
        duration,
        headers: { accept: browserAccept },
      });
      report(`GET /img cached (${kind}, 440 px WebP of a 1600×1200 JPEG)`, figures(cached));

      // Every request asks for a width not made before: decode, resize, encode, write to disk.
      let width = 100;
      const uncached = await autocannon({
        url: `${server.url}/img/${stored.id}`,
        connections,
        duration,
        headers: { accept: browserAccept },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/img/${stored.id}?width=${(width += 1)}`,
            }),
          },
        ],
      });
      report(`GET /img uncached (${kind}, a new width per request)`, figures(uncached));
      expect(list.non2xx + cached.non2xx + uncached.non2xx).toBe(0);
    } finally {
      await server.stop();
    }
  });
});

describe('landing page in Chromium', () => {
  it('measures the landing route’s JavaScript (gzip) and its Largest Contentful Paint', async () => {
    const server = await startBuiltServer('pglite');
    const chromium = await launchChromium(loadConfig({ DATA_DIR: server.dataDir }).chromePath);
    try {
      const measure = async (throttled: boolean) => {
        const context = await chromium.browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width: 1280, height: 800 });
        if (throttled) {
          await page.emulateCPUThrottling(4);
          await page.emulateNetworkConditions(PredefinedNetworkConditions['Fast 4G']);
        }
        const scripts: string[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script')
            scripts.push(new URL(response.url()).pathname);
        });
        await page.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
        const lcp = (await page.evaluate(
          `new Promise((resolve) => new PerformanceObserver((list) => {
             const entries = list.getEntries();
             resolve(entries[entries.length - 1].startTime);
           }).observe({ type: 'largest-contentful-paint', buffered: true }))`,
        )) as number;
        await context.close();
        return { lcp, scripts };
      };

      const runs = 5;
      const plain: number[] = [];
      const slow: number[] = [];
      let scripts: string[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await measure(false);
        plain.push(result.lcp);
        scripts = result.scripts;
        slow.push((await measure(true)).lcp);
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? NaN;
      const dist = join(import.meta.dirname, '../../frontend/dist');
      const sizes = [...new Set(scripts)].map((path) => {
        const bytes = readFileSync(join(dist, path));
        return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      });
      report('landing route JavaScript', {
        files: sizes.length,
        rawKb: round(sizes.reduce((sum, size) => sum + size.raw, 0) / 1024),
        gzipKb: round(sizes.reduce((sum, size) => sum + size.gzip, 0) / 1024),
      });
      report('landing LCP in Chromium (median of 5, cold cache)', {
        desktopMs: round(median(plain), 0),
        cpu4xFast4gMs: round(median(slow), 0),
      });
      expect(sizes.length).toBeGreaterThan(0);
    } finally {
      await chromium.close();
      await server.stop();
    }
  });
});
