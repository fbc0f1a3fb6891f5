import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { isServerPath, loadSpaAssets, serveSpa } from './spa.js';

describe(serveSpa.name, () => {
  let distDir: string;
  const darkModeScript = "document.documentElement.classList.toggle('dark', true)";

  const appFor = (dir: string) => {
    const app = express();
    app.use(serveSpa(loadSpaAssets(dir, { supportEmail: 'help@studio.test' })));
    app.use((_request, response) => response.status(404).json({ from: 'api' }));
    return app;
  };

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'pamphlet-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'index.html'),
      `<!doctype html><html><head><script>${darkModeScript}</script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  });

  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('answers every page path with the app shell carrying the browser config', async () => {
    const response = await request(appFor(distDir)).get('/create?templateId=x').expect(200);

    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('window.__APP_CONFIG__={"supportEmail":"help@studio.test"};');
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await request(appFor(distDir)).get('/assets/main-abc123.js').expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves API paths to the server', async () => {
    await request(appFor(distDir)).get('/api/nothing').expect(404, { from: 'api' });
    await request(appFor(distDir)).get('/template/list').expect(404, { from: 'api' });
  });

  it('lists a CSP hash for each inline script of the shell and for nothing else', () => {
    const assets = loadSpaAssets(distDir, { supportEmail: 'help@studio.test' });
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

    expect(assets.scriptHashes).toEqual([
      hash(darkModeScript),
      hash('window.__APP_CONFIG__={"supportEmail":"help@studio.test"};'),
    ]);
  });

  it('says how to build the app when it has not been built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'pamphlet-nodist-'));
    try {
      const response = await request(appFor(empty)).get('/').expect(503);
      expect(response.text).toBe(
        'The web app has not been built yet. Run "npm run build", then reload this page.',
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe(isServerPath.name, () => {
  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/template/list', true],
    ['/img/abc', true],
    ['/upload/t1', true],
    ['/', false],
    ['/browse', false],
    ['/apiary', false],
    ['/templates', false],
  ])('treats %s as a server path: %s', (path, expected) => {
    expect(isServerPath(path)).toBe(expected);
  });
});
