import { createTestApp, type TestApp } from '../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../test/setup/test-databases.js';
import { StreamTallyProjection } from '../../../../test/support/stream-tally.projection.js';
import { Database } from '../database/database.js';
import type { EventMetadata } from '../event-store/event.js';
import { EventStore } from '../event-store/event-store.js';
import { ProjectionReplayer, type ReplayReport } from './projection-replayer.js';

const metadata: EventMetadata = {
  actor: 'system',
  correlationId: 'c',
  causationId: null,
  requestId: null,
};

describe.each(databaseKinds())('ProjectionReplayer on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  let replayer: ProjectionReplayer;

  const tally = (report: ReplayReport) =>
    report.tables.find((table) => table.table === 'test_stream_tally');
  const liveRows = () => db.query('select * from test_stream_tally order by stream_id');

  beforeAll(async () => {
    testApp = await createTestApp(kind, { providers: [StreamTallyProjection] });
    db = testApp.app.get(Database);
    replayer = testApp.app.get(ProjectionReplayer);
    await db.query(StreamTallyProjection.createTable);
    const store = testApp.app.get(EventStore);
    for (let stream = 0; stream < 5; stream += 1) {
      for (let n = 0; n < 3; n += 1) {
        await store.append(
          `thing-${stream}`,
          n,
          [{ type: 'ThingHappened', data: { stream, n } }],
          metadata,
        );
      }
    }
  });

  afterAll(() => testApp.close());

  it('rebuilds every projection from the events alone into tables equal to the live ones', async () => {
    const before = await liveRows();

    const report = await replayer.replay({ swap: true });

    expect(report.events).toBe(15);
    expect(report.tables).toContainEqual({
      table: 'test_stream_tally',
      liveRows: 5,
      rebuiltRows: 5,
      differences: 0,
    });
    expect(await liveRows()).toEqual(before);
  });

  it('reports a live table that drifted from the events and puts the rebuilt rows live', async () => {
    const truth = await liveRows();
    await db.query(`update test_stream_tally set events = 42 where stream_id = 'thing-1'`);
    await db.query(`delete from test_stream_tally where stream_id = 'thing-2'`);

    const report = await replayer.replay({ swap: true });

    expect(tally(report)).toMatchObject({ liveRows: 4, rebuiltRows: 5, differences: 3 });
    expect(await liveRows()).toEqual(truth);
    expect(tally(await replayer.replay({ swap: false }))?.differences).toBe(0);
  });

  it('leaves the live tables alone when asked only to compare', async () => {
    await db.query(`delete from test_stream_tally where stream_id = 'thing-3'`);

    const report = await replayer.replay({ swap: false });

    expect(tally(report)).toMatchObject({ liveRows: 4, rebuiltRows: 5, differences: 1 });
    expect(await liveRows()).toHaveLength(4);
  });
});
