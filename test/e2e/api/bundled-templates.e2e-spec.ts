import request from 'supertest';
import type { App } from 'supertest/types.js';
import { templateSchema } from '../../../backend/src/modules/catalogue/index.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';

/** The four templates the landing page shows (spec §2, Home page). */
const landingTemplates: [string, string][] = [
  ['sunset-beach', 'Sunset Beach'],
  ['catholic-devotional', 'Catholic Devotional'],
  ['forest-inspirations', 'Forest Inspirations'],
  ['elegant-floral', 'Elegant Floral'],
];

type Entry = { _id: string; template_display_name: string; template_display_tags: string[] };

function imageIds(value: unknown, ids: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => imageIds(item, ids));
  else if (value !== null && typeof value === 'object') {
    const field = value as Record<string, unknown>;
    const type = typeof field.field_type === 'string' ? field.field_type.toLowerCase() : '';
    if (type === 'image' || type === 'staticimage') {
      for (const key of ['field_placeholder', 'field_value']) {
        const reference = field[key];
        if (typeof reference === 'string' && reference !== '') ids.add(reference);
      }
    }
    Object.values(field).forEach((item) => imageIds(item, ids));
  }
  return ids;
}

describe.each(databaseKinds())('the bundled templates (backend/templates) on %s', (kind) => {
  let testApp: TestApp;
  let http: App;
  let entries: Entry[];

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seedTemplates: 'all' });
    http = testApp.app.getHttpServer();
    entries = (await request(http).get('/template/list').expect(200)).body as Entry[];
  });

  afterAll(() => testApp.close());

  it('publishes at least 16 templates with distinct names', () => {
    expect(entries.length).toBeGreaterThanOrEqual(16);
    const names = entries.map((entry) => entry.template_display_name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('includes the four templates of the landing page under their names', () => {
    const byId = new Map(entries.map((entry) => [entry._id, entry.template_display_name]));

    expect(landingTemplates.map(([id]) => [id, byId.get(id)])).toEqual(landingTemplates);
  });

  it('serves every template valid against the schema, every image of it served by /img', async () => {
    const problems: string[] = [];
    for (const { _id: id } of entries) {
      const { _id, ...template } = (await request(http).get(`/template/${id}`).expect(200))
        .body as Record<string, unknown>;
      const parsed = templateSchema.safeParse(template);
      if (!parsed.success || _id !== id) {
        problems.push(`${id}: ${parsed.error?.issues[0]?.message ?? 'wrong _id'}`);
      }
      for (const fileId of imageIds(template)) {
        const image = await request(http).get(`/img/${fileId}`);
        if (image.status !== 200) problems.push(`${id}: image ${fileId} answered ${image.status}`);
      }
    }

    expect(problems).toEqual([]);
  });
});
