import sharp from 'sharp';
import request from 'supertest';
import { createListeningTestApp } from '../../../../../test/support/listening-test-app.js';
import type { TestApp } from '../../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../../test/setup/test-databases.js';
import { ChromiumMissingError } from '../../../platform/browser/chromium.js';
import { Database } from '../../../platform/database/database.js';
import { FileStore } from '../../../platform/files/file-store.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { JobWorker } from '../../../platform/jobs/job-worker.js';
import { CommandBus } from '@nestjs/cqrs';
import { thumbnailWidthPx } from './capture-template-cover.js';
import { RenderTemplateThumbnailHandler } from './render-template-thumbnail.handler.js';

type Entry = { _id: string; template_display_thumbnail: string | null };

describe.each(databaseKinds())('cover thumbnails on %s', (kind) => {
  let testApp: TestApp & { url: string };
  let db: Database;

  const entries = async () =>
    (await request(testApp.app.getHttpServer()).get('/template/list').expect(200)).body as Entry[];
  const contentHashOf = async (templateId: string) => {
    const [row] = await db.query(
      'select content_hash from catalogue_templates where template_id = ?',
      [templateId],
    );
    return String(row?.content_hash);
  };

  beforeAll(async () => {
    testApp = await createListeningTestApp(kind, { seedTemplates: 'fixtures' });
    db = testApp.app.get(Database);
  });

  afterAll(() => testApp.close());

  it('renders every published cover in Chromium and lists it as the template thumbnail', async () => {
    expect((await entries()).every((entry) => entry.template_display_thumbnail === null)).toBe(
      true,
    );

    expect(await testApp.app.get(JobWorker).drain()).toBe(3);

    const jobs = await db.query(
      `select status, last_error from jobs where name = 'catalogue.render-template-thumbnail.v1'`,
    );
    expect(jobs).toEqual([
      { status: 'succeeded', last_error: null },
      { status: 'succeeded', last_error: null },
      { status: 'succeeded', last_error: null },
    ]);
    const thumbnails = (await entries()).map((entry) => entry.template_display_thumbnail);
    expect(thumbnails.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(thumbnails).size).toBe(3);
  });

  it('stores a PNG of the cover side at card size, in the template’s proportions, not blank', async () => {
    const lake = (await entries()).find((entry) => entry._id === 'quiet-lake');
    const bytes = await testApp.app.get(FileStore).read(String(lake?.template_display_thumbnail));

    const image = sharp(bytes ?? Buffer.alloc(0));
    const { width, height, format } = await image.metadata();
    expect({ width, format }).toEqual({ width: thumbnailWidthPx, format: 'png' });
    expect(height).toBeCloseTo((thumbnailWidthPx * 8.5) / 5.5, -1);
    const { channels } = await image.stats();
    // The lake artwork, the portrait and the text make a varied picture, not one flat colour.
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
  });

  it('serves the thumbnail resized for a card', async () => {
    const [entry] = await entries();
    const response = await request(testApp.app.getHttpServer())
      .get(`/img/${entry?.template_display_thumbnail}?width=440`)
      .set('Accept', 'image/webp')
      .expect(200);

    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('does nothing when run again for a version that already has its thumbnail', async () => {
    const store = testApp.app.get(EventStore);
    const before = await store.version('template-night-sky');
    const handler = testApp.app.get(RenderTemplateThumbnailHandler);

    await handler.run(
      { templateId: 'night-sky', contentHash: await contentHashOf('night-sky') },
      { jobId: 0, attempt: 1, correlationId: null },
    );

    expect(await store.version('template-night-sky')).toBe(before);
  });

  it('fails with a clear message, recording nothing, when Chromium is not installed', async () => {
    await db.query(
      `update catalogue_templates set thumbnail_content_hash = null where template_id = 'rose-garden'`,
    );
    const handler = new RenderTemplateThumbnailHandler(
      db,
      testApp.app.get(FileStore),
      testApp.app.get(CommandBus),
      { ...testApp.config, chromePath: null },
    );

    const run = handler.run(
      { templateId: 'rose-garden', contentHash: await contentHashOf('rose-garden') },
      { jobId: 0, attempt: 1, correlationId: null },
    );

    await expect(run).rejects.toBeInstanceOf(ChromiumMissingError);
    await expect(run).rejects.toThrow(/Chromium was not found: install it .* or set CHROME_PATH/);
  });
});
