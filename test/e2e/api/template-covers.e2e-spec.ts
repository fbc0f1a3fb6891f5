import request from 'supertest';
import {
  launchChromium,
  type LaunchedChromium,
} from '../../../backend/src/platform/browser/chromium.js';
import { Database } from '../../../backend/src/platform/database/database.js';
import { JobWorker } from '../../../backend/src/platform/jobs/job-worker.js';
import type { TestApp } from '../../setup/test-app.js';
import { createListeningTestApp } from '../../support/listening-test-app.js';

type Entry = { _id: string; template_display_thumbnail: string | null };
type Drawn = {
  ready: string | undefined;
  error: string | undefined;
  images: number;
  broken: string[];
  sides: { width: number; height: number }[];
};

// Runs in the page; kept as text because the server's TypeScript has no DOM types.
const inspectPage = `(() => {
  const images = [...document.images];
  return {
    ready: document.documentElement.dataset.pamphletReady,
    error: document.documentElement.dataset.pamphletError,
    images: images.length,
    broken: images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.getAttribute('src')),
    sides: [...document.querySelectorAll('[data-pamphlet-side]')].map((side) => {
      const box = side.getBoundingClientRect();
      return { width: Math.round(box.width), height: Math.round(box.height) };
    }),
  };
})()`;

/**
 * Every bundled template drawn by the real renderer in Chromium, as the thumbnails and the PDFs
 * see it: no broken image on any side, every side at its trim size, and a cover thumbnail made.
 * Needs `npm run build` (the browser app is served from frontend/dist).
 */
describe('the covers of every bundled template', () => {
  let testApp: TestApp & { url: string };
  let chromium: LaunchedChromium;
  let entries: Entry[];

  beforeAll(async () => {
    testApp = await createListeningTestApp('pglite', { seedTemplates: 'all' });
    chromium = await launchChromium(testApp.config.chromePath);
    entries = (await request(testApp.app.getHttpServer()).get('/template/list').expect(200))
      .body as Entry[];
  });

  afterAll(async () => {
    await chromium.close();
    await testApp.close();
  });

  it('draws every side of every template with all its images loaded, at the trim size', async () => {
    const problems: string[] = [];
    const page = await chromium.browser.newPage();
    for (const { _id: id } of entries) {
      const template = (await request(testApp.app.getHttpServer()).get(`/template/${id}`)).body as {
        pages: unknown[];
        print_formats: { default: { trim_width_in: number; trim_height_in: number } };
      };
      await page.goto(`${testApp.url}/render-pdf?templateId=${id}`);
      await page.waitForFunction(
        `document.documentElement.dataset.pamphletReady === 'true' || document.documentElement.dataset.pamphletError !== undefined`,
        { timeout: 30_000 },
      );
      const drawn = (await page.evaluate(inspectPage)) as Drawn;
      const { trim_width_in: width, trim_height_in: height } = template.print_formats.default;
      if (drawn.error !== undefined) problems.push(`${id}: ${drawn.error}`);
      if (drawn.broken.length > 0) problems.push(`${id}: broken ${drawn.broken.join(', ')}`);
      if (drawn.images === 0) problems.push(`${id}: no image at all`);
      if (drawn.sides.length !== template.pages.length) {
        problems.push(`${id}: ${drawn.sides.length} sides drawn of ${template.pages.length}`);
      }
      const wrong = drawn.sides.filter(
        (side) => side.width !== Math.round(width * 96) || side.height !== Math.round(height * 96),
      );
      if (wrong.length > 0) problems.push(`${id}: sides not at ${width}×${height} in`);
    }
    await page.close();

    expect(entries.length).toBeGreaterThanOrEqual(16);
    expect(problems).toEqual([]);
  }, 300_000);

  it('pictures every cover as its catalogue thumbnail, each job succeeding', async () => {
    await testApp.app.get(JobWorker).drain();

    const jobs = await testApp.app.get(Database).query(
      `select payload->>'templateId' as template_id, status, last_error from jobs
         where name = 'catalogue.render-template-thumbnail.v1' and status <> 'succeeded'`,
    );
    expect(jobs).toEqual([]);
    const listed = (await request(testApp.app.getHttpServer()).get('/template/list').expect(200))
      .body as Entry[];
    expect(listed.filter((entry) => !entry.template_display_thumbnail).map((e) => e._id)).toEqual(
      [],
    );
  }, 300_000);
});
