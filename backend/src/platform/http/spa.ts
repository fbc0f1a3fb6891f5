import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Paths the server answers itself; every other GET is a page of the single-page app. */
const serverPrefixes = ['/api/', '/template/', '/img/', '/upload/'];

export const isServerPath = (path: string): boolean =>
  path === '/api' || serverPrefixes.some((prefix) => path.startsWith(prefix));

/** What the browser app needs to know before it starts, injected into index.html. */
export type BrowserConfig = { supportEmail: string };

export type SpaAssets = {
  /** The page shell, with the browser config injected. */
  indexHtml: string | null;
  /** CSP hashes of the page's inline scripts, so nothing else inline can run. */
  scriptHashes: string[];
  distDir: string;
};

const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );

const cspHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Reads the built app once at start-up. */
export function loadSpaAssets(distDir: string, browserConfig: BrowserConfig): SpaAssets {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return { indexHtml: null, scriptHashes: [], distDir };
  const configScript = `window.__APP_CONFIG__=${JSON.stringify(browserConfig).replaceAll('<', '\\u003c')};`;
  const html = readFileSync(indexPath, 'utf8').replace(
    '</head>',
    `<script>${configScript}</script></head>`,
  );
  return { indexHtml: html, scriptHashes: inlineScripts(html).map(cspHash), distDir };
}

/**
 * Serves the built single-page app: hashed assets cached for a year, any other page path
 * answered with index.html so the browser's router can draw it (including its not-found page).
 */
export function serveSpa(assets: SpaAssets): express.RequestHandler[] {
  const staticFiles = express.static(assets.distDir, {
    index: false,
    setHeaders: (response, path) => {
      const isHashed = path.includes(`${join(assets.distDir, 'assets')}`);
      response.setHeader(
        'Cache-Control',
        isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const page = (request: Request, response: Response, next: NextFunction): void => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.path)) {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (assets.indexHtml === null) {
      response
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run "npm run build", then reload this page.');
      return;
    }
    response.type('html').send(assets.indexHtml);
  };
  const files = (request: Request, response: Response, next: NextFunction): void => {
    if (isServerPath(request.path)) {
      next();
      return;
    }
    staticFiles(request, response, next);
  };
  return [files, page];
}
