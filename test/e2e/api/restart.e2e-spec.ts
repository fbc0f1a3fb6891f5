import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../../backend/src/platform/database/database.js';
import { createHttpApp } from '../../../backend/src/bootstrap.js';
import { loadConfig } from '../../../backend/src/config/app-config.js';
import { EventStore } from '../../../backend/src/platform/event-store/event-store.js';
import { createTestDatabase, databaseKinds } from '../../setup/test-databases.js';

const metadata = { actor: 'system', correlationId: 'restart', causationId: null, requestId: null };

describe('Restarting the app', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-restart-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was recorded in the embedded database under DATA_DIR', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ROLE: 'web', LOG_LEVEL: 'fatal' });
    const first = await createHttpApp(config);
    await first.init();
    await first
      .get(EventStore)
      .append('memorial-1', 0, [{ type: 'ThingHappened', data: { words: 'kept' } }], metadata);
    await first.close();

    const second = await createHttpApp(config);
    await second.init();
    try {
      const events = await second.get(EventStore).readStream('memorial-1');
      expect(events.map((event) => event.data)).toEqual([{ words: 'kept' }]);
    } finally {
      await second.close();
    }
  });
});

describe('Two processes starting together on postgresql', () => {
  const onPostgres = databaseKinds().includes('postgresql') ? it : it.skip;

  onPostgres('apply each migration exactly once', async () => {
    const database = await createTestDatabase('postgresql', { migrated: false });
    const dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-race-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: String(database.databaseUrl),
      ROLE: 'web',
      LOG_LEVEL: 'fatal',
    });
    try {
      const apps = await Promise.all([createHttpApp(config), createHttpApp(config)]);
      const rows = await apps[0]
        .get(Database)
        .query<{ name: string }>('select name from schema_migrations');
      await Promise.all(apps.map((app) => app.close()));

      const names = rows.map((row) => row.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
