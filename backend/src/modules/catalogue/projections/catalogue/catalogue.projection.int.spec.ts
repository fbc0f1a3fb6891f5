import { createHash } from 'node:crypto';
import { purchaseCompleted } from '../../../../../../test/factories/purchase-completed.js';
import { createTestApp, type TestApp } from '../../../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../../../test/setup/test-databases.js';
import { Database } from '../../../../platform/database/database.js';
import type { EventMetadata, NewEvent } from '../../../../platform/event-store/event.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { ProjectionReplayer } from '../../../../platform/projections/projection-replayer.js';
import type { TemplatePublished, TemplateThumbnailRendered } from '../../domain/template.events.js';
import type { Template } from '../../domain/template.schema.js';

const metadata: EventMetadata = {
  actor: 'system',
  correlationId: 'corr',
  causationId: null,
  requestId: null,
};

/** Content hashes are SHA-256 hex; a label makes tests readable. */
const h = (label: string) => createHash('sha256').update(label).digest('hex');

const template = (name: string) =>
  ({ template_display_name: name, pages: [] }) as unknown as Template;
const published = (templateId: string, contentHash: string, name: string): TemplatePublished => ({
  type: 'TemplatePublished',
  data: {
    templateId,
    contentHash,
    description: `About ${name}.`,
    tags: ['calm'],
    template: template(name),
  },
});
const thumbnail = (
  templateId: string,
  contentHash: string,
  fileId: string,
): TemplateThumbnailRendered => ({
  type: 'TemplateThumbnailRendered',
  data: { templateId, contentHash, fileId },
});
const editsSaved = (templateId: string): NewEvent => ({
  type: 'EditsSaved',
  data: {
    draftId: `${templateId}-${Math.random().toString(36).slice(2)}`,
    ownerId: 'guest:00000000-0000-4000-8000-000000000000',
    templateId,
    purchaseId: null,
    edits: { pages: [] },
  },
});
describe.each(databaseKinds())('CatalogueProjection on %s', (kind) => {
  let testApp: TestApp;
  let store: EventStore;
  let db: Database;

  const row = async (templateId: string) => {
    const [found] = await db.query(
      `select t.template_id, t.content_hash, t.display_name, t.tags, t.thumbnail_file_id,
              coalesce(p.score, 0) as score
       from catalogue_templates t left join catalogue_popularity p using (template_id)
       where t.template_id = ?`,
      [templateId],
    );
    return found;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    store = testApp.app.get(EventStore);
    db = testApp.app.get(Database);
  });

  afterAll(() => testApp.close());

  it('lists a published template with its name, description and tags, without a thumbnail yet', async () => {
    await store.append('template-lake', 'any', [published('lake', h('h1'), 'Lake')], metadata);

    expect(await row('lake')).toEqual({
      template_id: 'lake',
      content_hash: h('h1'),
      display_name: 'Lake',
      tags: ['calm'],
      thumbnail_file_id: null,
      score: 0,
    });
  });

  it('shows the thumbnail of the current version, keeps it through a new version until that one is pictured, and ignores a late picture of an old version', async () => {
    await store.append('template-rose', 'any', [published('rose', h('r1'), 'Rose')], metadata);
    await store.append(
      'template-rose',
      'any',
      [thumbnail('rose', h('r1'), 'thumb-r1-0001')],
      metadata,
    );
    expect(await row('rose')).toMatchObject({ thumbnail_file_id: 'thumb-r1-0001' });

    await store.append(
      'template-rose',
      'any',
      [published('rose', h('r2'), 'Rose Garden')],
      metadata,
    );
    expect(await row('rose')).toMatchObject({
      display_name: 'Rose Garden',
      content_hash: h('r2'),
      thumbnail_file_id: 'thumb-r1-0001',
    });

    await store.append(
      'template-rose',
      'any',
      [thumbnail('rose', h('r1'), 'thumb-r1-late')],
      metadata,
    );
    expect(await row('rose')).toMatchObject({ thumbnail_file_id: 'thumb-r1-0001' });

    await store.append(
      'template-rose',
      'any',
      [thumbnail('rose', h('r2'), 'thumb-r2-0001')],
      metadata,
    );
    expect(await row('rose')).toMatchObject({ thumbnail_file_id: 'thumb-r2-0001' });
  });

  it('adds 1 for every draft edited, however often it saves, and 5 for every purchase', async () => {
    await store.append('template-sky', 'any', [published('sky', h('s1'), 'Sky')], metadata);

    await store.append(
      'draft-guest:a-sky',
      'any',
      [editsSaved('sky'), editsSaved('sky')],
      metadata,
    );
    await store.append('draft-guest:a-sky', 'any', [editsSaved('sky')], metadata);
    await store.append('draft-user:b-sky', 'any', [editsSaved('sky')], metadata);
    await store.append('purchase-p1', 'any', [purchaseCompleted('sky', 'p1')], metadata);
    // A duplicate on the same purchase's stream counts once.
    await store.append('purchase-p1', 'any', [purchaseCompleted('sky', 'p1')], metadata);

    expect(await row('sky')).toMatchObject({ score: 2 * 1 + 5 });
  });

  it('counts use recorded before the template was published', async () => {
    await store.append('draft-guest:c-dawn', 'any', [editsSaved('dawn')], metadata);
    await store.append('template-dawn', 'any', [published('dawn', h('d1'), 'Dawn')], metadata);

    expect(await row('dawn')).toMatchObject({ score: 1 });
  });

  it('rebuilds from the events alone into tables equal to the live ones', async () => {
    const report = await testApp.app.get(ProjectionReplayer).replay({ swap: false });

    const catalogueTables = report.tables.filter((table) => table.table.startsWith('catalogue_'));
    expect(catalogueTables.map((table) => table.table).sort()).toEqual([
      'catalogue_popularity',
      'catalogue_popularity_signals',
      'catalogue_templates',
    ]);
    expect(catalogueTables.every((table) => table.differences === 0)).toBe(true);
    expect(catalogueTables.find((table) => table.table === 'catalogue_templates')?.liveRows).toBe(
      4,
    );
  });
});
