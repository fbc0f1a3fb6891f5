import { createTestApp, type TestApp } from '../../../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../../../test/setup/test-databases.js';
import { Database } from '../../../../platform/database/database.js';
import type { EventMetadata } from '../../../../platform/event-store/event.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { ProjectionReplayer } from '../../../../platform/projections/projection-replayer.js';
import type { ImageUploaded } from '../../domain/editing.events.js';

const metadata: EventMetadata = {
  actor: 'system',
  correlationId: 'corr',
  causationId: null,
  requestId: null,
};

const uploaded = (fileId: string, ownerId: string): ImageUploaded => ({
  type: 'ImageUploaded',
  data: { fileId, ownerId, width: 40, height: 30 },
});

describe.each(databaseKinds())('UploadedImagesProjection on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;

  const owned = (ownerId: string) =>
    db
      .query<{ file_id: string }>(
        'select file_id from editing_uploaded_images where owner_id = ? order by file_id',
        [ownerId],
      )
      .then((rows) => rows.map((row) => row.file_id));

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    db = testApp.app.get(Database);
    const store = testApp.app.get(EventStore);
    await store.append('image-photo-aaaa', 'any', [uploaded('photo-aaaa', 'guest:g1')], metadata);
    await store.append('image-photo-bbbb', 'any', [uploaded('photo-bbbb', 'guest:g1')], metadata);
    await store.append('image-photo-bbbb', 'any', [uploaded('photo-bbbb', 'user:u1')], metadata);
    await store.append('image-photo-bbbb', 'any', [uploaded('photo-bbbb', 'guest:g2')], metadata);
    await store.append(
      'user-u1',
      'any',
      [{ type: 'GuestWorkClaimed', data: { guestSessionId: 'g1', userId: 'u1' } }],
      metadata,
    );
  });

  afterAll(() => testApp.close());

  it('lets every owner who uploaded the same bytes use them', async () => {
    expect(await owned('guest:g2')).toEqual(['photo-bbbb']);
  });

  it('moves a claimed guest’s photos to the account without duplicates', async () => {
    expect(await owned('guest:g1')).toEqual([]);
    expect(await owned('user:u1')).toEqual(['photo-aaaa', 'photo-bbbb']);
  });

  it('rebuilds from the events alone into a table equal to the live one', async () => {
    const report = await testApp.app.get(ProjectionReplayer).replay({ swap: false });

    expect(report.tables.find((table) => table.table === 'editing_uploaded_images')).toMatchObject({
      liveRows: 3,
      differences: 0,
    });
  });
});
