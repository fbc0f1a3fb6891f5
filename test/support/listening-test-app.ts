import { createTestApp, type TestApp } from '../setup/test-app.js';
import type { DatabaseKind } from '../../backend/src/platform/database/orm-options.js';
import { freePort } from './free-port.js';

/**
 * A test app that also listens on a real port, with APP_URL pointing at it, so a headless
 * Chromium driven by the app (thumbnails, PDFs) can load its pages. The browser app must be
 * built (`npm run build`).
 */
export async function createListeningTestApp(
  kind: DatabaseKind,
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp(kind, { ...options, env: { ...options.env, APP_URL: url } });
  await testApp.app.listen(port, '127.0.0.1');
  return { ...testApp, url };
}
