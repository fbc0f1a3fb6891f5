import { createTestApp, type TestApp } from '../../../../test/setup/test-app.js';
import { databaseKinds } from '../../../../test/setup/test-databases.js';
import { FlakyJobHandler, flakyJob } from '../../../../test/support/test-jobs.js';
import { Database } from '../database/database.js';
import { JobQueue } from './job-queue.js';
import { JobWorker } from './job-worker.js';

describe.each(databaseKinds())('Jobs on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  let queue: JobQueue;
  let worker: JobWorker;
  let handler: FlakyJobHandler;

  const enqueue = (label: string, failuresBeforeSuccess: number) =>
    db.transaction((tx) =>
      queue.enqueue(
        tx,
        { definition: flakyJob, payload: { label, failuresBeforeSuccess } },
        'corr',
      ),
    );
  const jobLabelled = async (label: string) => {
    const [row] = await db.query(`select id from jobs where payload->>'label' = ?`, [label]);
    const job = await queue.find(Number(row?.id));
    if (!job) throw new Error(`No job labelled ${label}`);
    return job;
  };

  // A database per test: a job left queued by one test must not be taken by the next.
  beforeEach(async () => {
    testApp = await createTestApp(kind, { providers: [FlakyJobHandler] });
    db = testApp.app.get(Database);
    queue = testApp.app.get(JobQueue);
    worker = testApp.app.get(JobWorker);
    handler = testApp.app.get(FlakyJobHandler);
  });

  afterEach(() => testApp.close());

  it('retries a job that fails twice after growing back-offs, then records its success', async () => {
    await enqueue('twice', 2);

    expect(await worker.drain()).toBe(1);
    expect(await jobLabelled('twice')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await worker.drain()).toBe(0);

    testApp.clock.advance(1_000);
    expect(await worker.drain()).toBe(1);
    const afterSecond = await jobLabelled('twice');
    expect(afterSecond).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'twice failed on attempt 2',
    });
    expect(afterSecond.runAt.getTime() - testApp.clock.now().getTime()).toBe(2_000);

    testApp.clock.advance(2_000);
    expect(await worker.drain()).toBe(1);
    expect(await jobLabelled('twice')).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      lastError: null,
    });
    expect(
      handler.attempts.filter((attempt) => attempt.label === 'twice').map((a) => a.attempt),
    ).toEqual([1, 2, 3]);
  });

  it('dead-letters a job that fails on every attempt and lets support retry it', async () => {
    await enqueue('always', 99);

    for (let attempt = 1; attempt <= flakyJob.maxAttempts; attempt += 1) {
      expect(await worker.drain()).toBe(1);
      testApp.clock.advance(60_000);
    }

    const dead = await jobLabelled('always');
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 4,
      lastError: 'always failed on attempt 4',
    });
    expect(await worker.drain()).toBe(0);
    expect((await queue.deadLetters()).map((job) => job.id)).toContain(dead.id);

    expect(await queue.retryDead(dead.id)).toBe(true);
    expect(await jobLabelled('always')).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('lets another worker finish a job whose worker died mid-job, once its lease lapses', async () => {
    await enqueue('orphaned', 0);
    const dying = await queue.claim('worker-that-dies', [flakyJob.key], () => flakyJob.leaseMs);
    expect(dying).toMatchObject({ status: 'running', leaseOwner: 'worker-that-dies' });

    expect(await worker.drain()).toBe(0);
    testApp.clock.advance(flakyJob.leaseMs);
    expect(await worker.drain()).toBe(1);

    expect(await jobLabelled('orphaned')).toMatchObject({ status: 'succeeded', attempts: 2 });
    if (dying) await queue.complete(dying, 'worker-that-dies');
    expect(await jobLabelled('orphaned')).toMatchObject({ status: 'succeeded', leaseOwner: null });
  });

  it('enqueues a job with a dedupe key only once', async () => {
    const request = {
      definition: flakyJob,
      payload: { label: 'once', failuresBeforeSuccess: 0 },
      dedupeKey: 'once',
    };
    await db.transaction((tx) => queue.enqueue(tx, request));
    await db.transaction((tx) => queue.enqueue(tx, request));

    expect(await db.query(`select id from jobs where dedupe_key = 'once'`)).toHaveLength(1);
  });

  it('refuses to enqueue a payload that does not match the job schema', async () => {
    await expect(
      db.transaction((tx) =>
        queue.enqueue(tx, { definition: flakyJob, payload: { label: 7 } as never }),
      ),
    ).rejects.toThrow();
  });
});

describe('Jobs across processes on postgresql', () => {
  const onPostgres = databaseKinds().includes('postgresql') ? it : it.skip;

  onPostgres(
    'gives each job to exactly one of two workers that poll at the same time',
    async () => {
      const first = await createTestApp('postgresql', { providers: [FlakyJobHandler] });
      const { databaseUrl } = first.config;
      const second = await createTestApp('postgresql', {
        providers: [FlakyJobHandler],
        env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
      });
      try {
        const db = first.app.get(Database);
        const queue = first.app.get(JobQueue);
        await db.transaction(async (tx) => {
          for (let n = 0; n < 20; n += 1) {
            await queue.enqueue(tx, {
              definition: flakyJob,
              payload: { label: `shared-${n}`, failuresBeforeSuccess: 0 },
            });
          }
        });

        const [ranByFirst, ranBySecond] = await Promise.all([
          first.app.get(JobWorker).drain(),
          second.app.get(JobWorker).drain(),
        ]);

        expect(ranByFirst + ranBySecond).toBe(20);
        const labels = [
          ...first.app.get(FlakyJobHandler).attempts,
          ...second.app.get(FlakyJobHandler).attempts,
        ].map((attempt) => attempt.label);
        expect(new Set(labels).size).toBe(20);
        expect(labels).toHaveLength(20);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
