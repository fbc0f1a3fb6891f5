import { createTestApp, type TestApp } from '../../../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../../../test/setup/test-databases.js';
import { Database } from '../../../../platform/database/database.js';
import type { EventMetadata } from '../../../../platform/event-store/event.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { ProjectionReplayer } from '../../../../platform/projections/projection-replayer.js';
import type { EditsReset, EditsSaved } from '../../domain/editing.events.js';

const metadata: EventMetadata = {
  actor: 'system',
  correlationId: 'corr',
  causationId: null,
  requestId: null,
};

const edits = (name: string) => ({
  pages: [{ page_number: 0, page_fields: [{ field_id: 'full-name', field_value: name }] }],
});
const key = (draftId: string, ownerId: string) => ({
  draftId,
  templateId: 'quiet-lake',
  purchaseId: null,
  ownerId,
});
const saved = (draftId: string, ownerId: string, name: string): EditsSaved => ({
  type: 'EditsSaved',
  data: { ...key(draftId, ownerId), edits: edits(name) },
});

describe.each(databaseKinds())('DraftsProjection on %s', (kind) => {
  let testApp: TestApp;
  let store: EventStore;
  let db: Database;

  const drafts = (ownerId: string) =>
    db.query<{ draft_id: string; edits: unknown; version: number }>(
      'select draft_id, edits, version from editing_drafts where owner_id = ? order by draft_id',
      [ownerId],
    );

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    store = testApp.app.get(EventStore);
    db = testApp.app.get(Database);
    await store.append('draft-a', 0, [saved('a', 'guest:g1', 'One')], metadata);
    await store.append('draft-a', 1, [saved('a', 'guest:g1', 'Two')], metadata);
    await store.append('draft-b', 0, [saved('b', 'user:u1', 'Mine')], metadata);
    const reset: EditsReset = { type: 'EditsReset', data: key('c', 'guest:g2') };
    await store.append('draft-c', 0, [saved('c', 'guest:g2', 'Gone')], metadata);
    await store.append('draft-c', 1, [reset], metadata);
    await store.append(
      'user-u1',
      'any',
      [{ type: 'GuestWorkClaimed', data: { guestSessionId: 'g1', userId: 'u1' } }],
      metadata,
    );
  });

  afterAll(() => testApp.close());

  it('holds each draft’s latest edits and stream version', async () => {
    expect(await drafts('guest:g2')).toEqual([{ draft_id: 'c', edits: { pages: [] }, version: 2 }]);
  });

  it('moves a claimed guest’s drafts to the account and keeps the account’s own', async () => {
    expect(await drafts('guest:g1')).toEqual([]);
    expect(await drafts('user:u1')).toEqual([
      { draft_id: 'a', edits: edits('Two'), version: 2 },
      { draft_id: 'b', edits: edits('Mine'), version: 1 },
    ]);
  });

  it('rebuilds from the events alone into a table equal to the live one', async () => {
    const report = await testApp.app.get(ProjectionReplayer).replay({ swap: false });

    expect(report.tables.find((table) => table.table === 'editing_drafts')).toMatchObject({
      liveRows: 3,
      differences: 0,
    });
  });
});
