import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { report, round } from './measure.js';

const mainScript = join(import.meta.dirname, '../../dist/backend/src/main.js');

/** Milliseconds from spawning the built server until /api/health answers 200. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [mainScript], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

describe('start-up', () => {
  it('measures cold start (new data folder) and warm start (existing data) until healthy', async () => {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-bench-start-'));
      try {
        cold.push(await timeToHealthy(dataDir, 3950));
        warm.push(await timeToHealthy(dataDir, 3950));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? NaN;
    report('start-up until /api/health (pglite, embedded defaults)', {
      coldMedianMs: round(median(cold), 0),
      warmMedianMs: round(median(warm), 0),
      runs: cold.length,
    });
    expect(cold).toHaveLength(3);
  });
});
