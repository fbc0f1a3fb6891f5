import { createTestApp, type TestApp } from '../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../test/setup/test-databases.js';
import { StreamTallyProjection } from '../../../../test/support/stream-tally.projection.js';
import {
  EnqueueFlakyJobWhenThingHappenedPolicy,
  FlakyJobHandler,
} from '../../../../test/support/test-jobs.js';
import { Database } from '../database/database.js';
import { ConcurrencyConflictError } from './concurrency-conflict.error.js';
import type { EventMetadata } from './event.js';
import { EventStore } from './event-store.js';

const metadata: EventMetadata = {
  actor: 'user-1',
  correlationId: 'corr-1',
  causationId: null,
  requestId: 'req-1',
};

describe.each(databaseKinds())('EventStore on %s', (kind) => {
  let testApp: TestApp;
  let store: EventStore;
  let db: Database;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      providers: [StreamTallyProjection, EnqueueFlakyJobWhenThingHappenedPolicy, FlakyJobHandler],
    });
    store = testApp.app.get(EventStore);
    db = testApp.app.get(Database);
    await db.query(StreamTallyProjection.createTable);
  });

  afterAll(() => testApp.close());

  it('appends events with consecutive versions and reads them back in order with their metadata', async () => {
    const recorded = await store.append(
      'thing-a',
      0,
      [
        { type: 'ThingHappened', data: { n: 1 } },
        { type: 'ThingHappened', data: { n: 2 } },
      ],
      metadata,
    );

    expect(recorded.map((event) => event.streamVersion)).toEqual([1, 2]);
    const read = await store.readStream('thing-a');
    expect(read.map((event) => [event.streamVersion, event.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
    ]);
    expect(read[0]?.metadata).toEqual(metadata);
    expect(read[0]?.recordedAt).toEqual(testApp.clock.now());
    expect(await store.version('thing-a')).toBe(2);
  });

  it('refuses a stale expected version and writes nothing', async () => {
    await store.append('thing-b', 0, [{ type: 'ThingHappened', data: { n: 1 } }], metadata);

    await expect(
      store.append('thing-b', 0, [{ type: 'ThingHappened', data: { n: 2 } }], metadata),
    ).rejects.toBeInstanceOf(ConcurrencyConflictError);
    expect((await store.readStream('thing-b')).map((event) => event.data)).toEqual([{ n: 1 }]);
  });

  it('appends at the current end of the stream when any version is accepted', async () => {
    await store.append('thing-c', 0, [{ type: 'ThingHappened', data: { n: 1 } }], metadata);
    await store.append('thing-c', 'any', [{ type: 'ThingHappened', data: { n: 2 } }], metadata);

    expect((await store.readStream('thing-c')).map((event) => event.streamVersion)).toEqual([1, 2]);
  });

  it('reads every stream from a global position in the order events were recorded', async () => {
    const [first] = await store.append(
      'thing-d',
      0,
      [{ type: 'ThingHappened', data: { n: 1 } }],
      metadata,
    );
    await store.append('thing-e', 0, [{ type: 'ThingHappened', data: { n: 2 } }], metadata);
    await store.append('thing-d', 1, [{ type: 'ThingHappened', data: { n: 3 } }], metadata);

    const after = await store.readAll((first?.position ?? 0) - 1);
    expect(after.map((event) => [event.streamId, event.data])).toEqual([
      ['thing-d', { n: 1 }],
      ['thing-e', { n: 2 }],
      ['thing-d', { n: 3 }],
    ]);
  });

  it('updates inline projections in the same transaction as the events', async () => {
    await store.append('thing-f', 0, [{ type: 'ThingHappened', data: { n: 1 } }], metadata);
    await store.append('thing-f', 1, [{ type: 'ThingHappened', data: { n: 2 } }], metadata);

    const rows = await db.query(
      `select events, last_data from test_stream_tally where stream_id = 'thing-f'`,
    );
    expect(rows).toEqual([{ events: 2, last_data: { n: 2 } }]);
  });

  it('records nothing when a projection fails: events, projections and jobs commit together', async () => {
    await expect(
      store.append(
        'thing-g',
        0,
        [
          { type: 'ThingHappened', data: { enqueue: 'never' } },
          { type: 'ThingBroke', data: {} },
        ],
        metadata,
      ),
    ).rejects.toThrow('The projection refused ThingBroke.');

    expect(await store.readStream('thing-g')).toEqual([]);
    expect(await db.query(`select * from test_stream_tally where stream_id = 'thing-g'`)).toEqual(
      [],
    );
    expect(await db.query(`select * from jobs where payload->>'label' = 'never'`)).toEqual([]);
  });

  it('enqueues the jobs a policy asks for, carrying the correlation id', async () => {
    await store.append(
      'thing-h',
      0,
      [{ type: 'ThingHappened', data: { enqueue: 'from-policy' } }],
      metadata,
    );

    const jobs = await db.query(
      `select name, status, correlation_id from jobs where payload->>'label' = 'from-policy'`,
    );
    expect(jobs).toEqual([{ name: 'test.flaky.v1', status: 'queued', correlation_id: 'corr-1' }]);
  });
});

describe('EventStore concurrency on postgresql', () => {
  const onPostgres = databaseKinds().includes('postgresql') ? it : it.skip;
  let testApp: TestApp | undefined;

  afterAll(() => testApp?.close());

  onPostgres('lets exactly one of several concurrent writers at the same version win', async () => {
    testApp = await createTestApp('postgresql');
    const store = testApp.app.get(EventStore);
    const writers = Array.from({ length: 8 }, (_, writer) =>
      store.append('contested', 0, [{ type: 'ThingHappened', data: { writer } }], metadata),
    );

    const results = await Promise.allSettled(writers);

    const winners = results.filter((result) => result.status === 'fulfilled');
    const losers = results.filter((result) => result.status === 'rejected');
    expect(winners).toHaveLength(1);
    expect(losers.every((loser) => loser.reason instanceof ConcurrencyConflictError)).toBe(true);
    const stream = await store.readStream('contested');
    expect(stream).toHaveLength(1);
    expect(stream[0]?.data).toEqual(
      (winners[0] as PromiseFulfilledResult<{ data: unknown }[]>).value[0]?.data,
    );
  });

  onPostgres(
    'keeps every event of concurrent writers that accept any version, with no gaps or duplicates',
    async () => {
      testApp ??= await createTestApp('postgresql');
      const store = testApp.app.get(EventStore);
      await Promise.all(
        Array.from({ length: 8 }, (_, writer) =>
          store.append('shared', 'any', [{ type: 'ThingHappened', data: { writer } }], metadata),
        ),
      );

      const stream = await store.readStream('shared');
      expect(stream.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(stream.map((event) => (event.data as { writer: number }).writer)).size).toBe(
        8,
      );
    },
  );
});
