import { EventStore } from '../../backend/src/platform/event-store/event-store.js';
import { createTestApp } from '../setup/test-app.js';
import { databaseKinds } from '../setup/test-databases.js';
import { report, round } from './measure.js';

const metadata = { actor: 'bench', correlationId: 'bench', causationId: null, requestId: null };
const eventsPerRun = 2_000;

describe.each(databaseKinds())('event appends on %s', (kind) => {
  it('measures appends per second for one writer and for 8 concurrent writers on different streams', async () => {
    const testApp = await createTestApp(kind);
    const store = testApp.app.get(EventStore);
    try {
      const single = performance.now();
      for (let n = 0; n < eventsPerRun; n += 1) {
        await store.append('bench-single', n, [{ type: 'BenchRecorded', data: { n } }], metadata);
      }
      const singleSeconds = (performance.now() - single) / 1000;

      const concurrent = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async (_, writer) => {
          for (let n = 0; n < eventsPerRun / 8; n += 1) {
            await store.append(
              `bench-writer-${writer}`,
              n,
              [{ type: 'BenchRecorded', data: { n } }],
              metadata,
            );
          }
        }),
      );
      const concurrentSeconds = (performance.now() - concurrent) / 1000;

      report(`event appends (${kind})`, {
        events: eventsPerRun,
        singleWriterPerSecond: round(eventsPerRun / singleSeconds, 0),
        eightWritersPerSecond: round(eventsPerRun / concurrentSeconds, 0),
      });
      expect(await store.version('bench-single')).toBe(eventsPerRun);
    } finally {
      await testApp.close();
    }
  });
});
