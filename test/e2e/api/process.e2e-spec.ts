import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

/** These tests run the built server as a user does; `npm test` builds it first. */
const mainScript = join(import.meta.dirname, '../../../dist/backend/src/main.js');

type Started = { child: ChildProcess; output: () => string };

function startServer(env: NodeJS.ProcessEnv): Started {
  if (!existsSync(mainScript))
    throw new Error(`${mainScript} is missing: run "npm run build" first.`);
  let output = '';
  const child = spawn(process.execPath, [mainScript], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(port: number, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('The server process', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-process-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops at start-up with one line naming an invalid setting', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });

    const [code] = (await once(child, 'exit')) as [number | null];

    expect(code).toBe(1);
    expect(output().trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "eighty").',
    );
  });

  it('serves health and the app on embedded defaults, refuses a second process on the same data, and stops cleanly on SIGTERM', async () => {
    const port = 3900 + (process.pid % 90);
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'log' });
    try {
      const health = await waitForHealth(port, 60_000);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const page = await fetch(`http://127.0.0.1:${port}/some/page/that/is/not/there`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);

      const second = startServer({ DATA_DIR: dataDir, PORT: String(port + 1) });
      const [secondCode] = (await once(second.child, 'exit')) as [number | null];
      expect(secondCode).toBe(1);
      expect(second.output()).toContain('is using the embedded database in');

      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
      expect(server.output()).toContain('Stopped cleanly after SIGTERM.');
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
