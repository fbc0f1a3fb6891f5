import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { TemplateSeeder, templateSchema } from '../../../backend/src/modules/catalogue/index.js';
import { Database } from '../../../backend/src/platform/database/database.js';
import { EventStore } from '../../../backend/src/platform/event-store/event-store.js';
import { purchaseCompleted } from '../../factories/purchase-completed.js';
import { createTestApp, fixtureTemplatesFolder, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';

const metadata = { actor: 'test', correlationId: 'c', causationId: null, requestId: null };

/** Every image reference of a served template, wherever the format allows one. */
function imageIds(template: unknown): string[] {
  const ids: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const field = value as Record<string, unknown>;
    const type = typeof field.field_type === 'string' ? field.field_type.toLowerCase() : '';
    if (type === 'image' || type === 'staticimage') {
      for (const key of ['field_placeholder', 'field_value']) {
        if (typeof field[key] === 'string' && field[key] !== '') ids.push(field[key]);
      }
    }
    Object.values(field).forEach(visit);
  };
  visit(template);
  return ids;
}

describe.each(databaseKinds())('template catalogue API on %s', (kind) => {
  let testApp: TestApp;
  let http: App;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seedTemplates: 'fixtures' });
    http = testApp.app.getHttpServer();
  });

  afterAll(() => testApp.close());

  it('lists every published template with exactly the catalogue entry fields', async () => {
    const response = await request(http).get('/template/list').expect(200);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const entries = response.body as Record<string, unknown>[];
    expect(entries.map((entry) => entry._id).sort()).toEqual([
      'night-sky',
      'quiet-lake',
      'rose-garden',
    ]);
    expect(entries.find((entry) => entry._id === 'quiet-lake')).toEqual({
      _id: 'quiet-lake',
      template_display_name: 'Quiet Lake',
      template_display_desc: 'Still water at first light, for a gentle and thoughtful farewell.',
      template_display_tags: ['nature', 'calm', 'water'],
      template_display_thumbnail: null,
      template_popularity_score: 0,
    });
  });

  it('serves the full template, valid against the schema, with images the image endpoint serves', async () => {
    const response = await request(http).get('/template/quiet-lake').expect(200);

    const { _id, ...template } = response.body as Record<string, unknown>;
    expect(_id).toBe('quiet-lake');
    expect(templateSchema.safeParse(template).success).toBe(true);
    expect(template).toMatchObject({
      template_display_name: 'Quiet Lake',
      print_formats: { default: { trim_width_in: 5.5, trim_height_in: 8.5, fold: 'half-fold' } },
    });
    const ids = imageIds(template);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of new Set(ids)) {
      const image = await request(http).get(`/img/${id}`).expect(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('revalidates a template with its content hash as a strong ETag', async () => {
    const first = await request(http).get('/template/night-sky').expect(200);
    const etag = String(first.headers.etag);

    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    await request(http).get('/template/night-sky').set('If-None-Match', etag).expect(304);
  });

  it.each([['no-such-template'], ['Bad Id!'], ['x'.repeat(80)]])(
    'answers 404 JSON for the unknown template id %j',
    async (id) => {
      const response = await request(http)
        .get(`/template/${encodeURIComponent(id)}`)
        .expect(404);

      expect(response.body).toMatchObject({
        statusCode: 404,
        message: `There is no template with the id ${id}.`,
      });
    },
  );

  it('publishes nothing when seeding unchanged sources again', async () => {
    const store = testApp.app.get(EventStore);
    const before = await store.version('template-quiet-lake');

    const report = await testApp.app.get(TemplateSeeder).seed(fixtureTemplatesFolder);

    expect(report).toEqual({ templates: 3, published: [] });
    expect(await store.version('template-quiet-lake')).toBe(before);
  });

  it('publishes a changed source as a new version that the API serves at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pamphlet-templates-'));
    try {
      cpSync(fixtureTemplatesFolder, folder, { recursive: true });
      const path = join(folder, 'night-sky', 'template.json');
      const source = JSON.parse(readFileSync(path, 'utf8')) as {
        template: { template_display_name: string };
      };
      source.template.template_display_name = 'Starlit Night';
      writeFileSync(path, JSON.stringify(source));

      const report = await testApp.app.get(TemplateSeeder).seed(folder);

      expect(report.published).toEqual(['night-sky']);
      const entries = (await request(http).get('/template/list').expect(200)).body as {
        _id: string;
        template_display_name: string;
      }[];
      expect(entries.find((entry) => entry._id === 'night-sky')?.template_display_name).toBe(
        'Starlit Night',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lists the most used templates first, by edits and purchases', async () => {
    const store = testApp.app.get(EventStore);
    await store.append(
      'draft-a-rose-garden',
      'any',
      [
        {
          type: 'EditsSaved',
          data: {
            draftId: 'a-rose-garden',
            ownerId: 'guest:00000000-0000-4000-8000-000000000001',
            templateId: 'rose-garden',
            purchaseId: null,
            edits: { pages: [] },
          },
        },
      ],
      metadata,
    );
    await store.append(
      'draft-b-rose-garden',
      'any',
      [
        {
          type: 'EditsSaved',
          data: {
            draftId: 'b-rose-garden',
            ownerId: 'guest:00000000-0000-4000-8000-000000000002',
            templateId: 'rose-garden',
            purchaseId: null,
            edits: { pages: [] },
          },
        },
      ],
      metadata,
    );
    await store.append('purchase-1', 'any', [purchaseCompleted('quiet-lake', 'p-0001')], metadata);

    const entries = (await request(http).get('/template/list').expect(200)).body as {
      _id: string;
      template_popularity_score: number;
    }[];

    expect(entries.map((entry) => [entry._id, entry.template_popularity_score])).toEqual([
      ['quiet-lake', 5],
      ['rose-garden', 2],
      ['night-sky', 0],
    ]);
  });

  it('answers the list from memory for a moment: a change made by another process shows within a second', async () => {
    await request(http).get('/template/list').expect(200);
    // Another process's write: this process's projection never saw it.
    await testApp.app
      .get(Database)
      .query(
        `update catalogue_templates set display_name = 'Rose Garden at Dusk' where template_id = 'rose-garden'`,
      );
    const nameNow = async () =>
      (
        (await request(http).get('/template/list').expect(200)).body as {
          _id: string;
          template_display_name: string;
        }[]
      ).find((entry) => entry._id === 'rose-garden')?.template_display_name;

    expect(await nameNow()).toBe('Rose Garden');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await nameNow()).toBe('Rose Garden at Dusk');
  });

  it('enqueues one cover thumbnail job per published version', async () => {
    const jobs = await testApp.app
      .get(Database)
      .query(
        `select payload->>'templateId' as template_id from jobs where name = 'catalogue.render-template-thumbnail.v1' order by id`,
      );

    expect(jobs.map((job) => job.template_id)).toEqual([
      'night-sky',
      'quiet-lake',
      'rose-garden',
      'night-sky',
    ]);
  });
});

describe('template seeding by two processes at once on postgresql', () => {
  const onPostgres = databaseKinds().includes('postgresql') ? it : it.skip;

  onPostgres('publishes each template once', async () => {
    const first = await createTestApp('postgresql');
    const database = first.config.databaseUrl;
    const second = await createTestApp('postgresql', { env: { DATABASE_URL: database ?? '' } });
    try {
      const reports = await Promise.all(
        [first, second].map((app) => app.app.get(TemplateSeeder).seed(fixtureTemplatesFolder)),
      );

      expect(reports.flatMap((report) => report.published).sort()).toEqual([
        'night-sky',
        'quiet-lake',
        'rose-garden',
      ]);
      const rows = await first.app
        .get(Database)
        .query(
          `select stream_id, count(*)::int as events from events where type = 'TemplatePublished' group by stream_id order by stream_id`,
        );
      expect(rows).toEqual([
        { stream_id: 'template-night-sky', events: 1 },
        { stream_id: 'template-quiet-lake', events: 1 },
        { stream_id: 'template-rose-garden', events: 1 },
      ]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
