import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Database } from '../../../backend/src/platform/database/database.js';
import { JobQueue } from '../../../backend/src/platform/jobs/job-queue.js';
import { JobWorker } from '../../../backend/src/platform/jobs/job-worker.js';
import { createTestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';
import { FlakyJobHandler, flakyJob } from '../../support/test-jobs.js';

const root = join(import.meta.dirname, '../../..');
const compiled = join(root, '.tsbuild/crash-worker');

describe('A worker process killed mid-job on postgresql', () => {
  const onPostgres = databaseKinds().includes('postgresql') ? it : it.skip;

  onPostgres(
    'leaves its job to another worker, which finishes it once the lease lapses',
    async () => {
      execFileSync(
        join(root, 'node_modules/.bin/swc'),
        [
          'backend/src',
          'migrations',
          'test/support',
          '-d',
          compiled,
          '--ignore',
          '**/*.spec.ts',
          '--quiet',
        ],
        { cwd: root },
      );
      const survivor = await createTestApp('postgresql', { providers: [FlakyJobHandler] });
      const db = survivor.app.get(Database);
      const worker = spawn(process.execPath, [join(compiled, 'test/support/crash-worker.js')], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: String(survivor.config.databaseUrl),
          DATA_DIR: survivor.config.dataDir,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await db.transaction((tx) =>
          survivor.app.get(JobQueue).enqueue(tx, {
            definition: flakyJob,
            payload: { label: 'crash', failuresBeforeSuccess: 0 },
          }),
        );
        let lease: Record<string, unknown> | undefined;
        for (let wait = 0; wait < 300 && !lease; wait += 1) {
          [lease] = await db.query(
            `select lease_owner, lease_expires_at from jobs where status = 'running'`,
          );
          if (!lease) await sleep(100);
        }
        expect(lease?.lease_owner).toMatch(new RegExp(`:${worker.pid}:`));

        worker.kill('SIGKILL');
        await once(worker, 'exit');
        expect(await survivor.app.get(JobWorker).drain()).toBe(0);
        const leaseEnd = new Date(String(lease?.lease_expires_at)).getTime();
        survivor.clock.advance(leaseEnd - survivor.clock.now().getTime() + 1);
        expect(await survivor.app.get(JobWorker).drain()).toBe(1);

        const [job] = await db.query(
          `select status, attempts from jobs where payload->>'label' = 'crash'`,
        );
        expect(job).toEqual({ status: 'succeeded', attempts: 2 });
        expect(survivor.app.get(FlakyJobHandler).attempts).toEqual([
          { label: 'crash', attempt: 2 },
        ]);
      } finally {
        worker.kill('SIGKILL');
        await survivor.close();
      }
    },
  );
});
