import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../backend/src/app.module.js';
import {
  bundledTemplatesFolder,
  TemplateSeeder,
} from '../../backend/src/modules/catalogue/index.js';
import { prepareHttpApp } from '../../backend/src/bootstrap.js';
import { loadConfig, type AppConfig } from '../../backend/src/config/app-config.js';
import { Clock } from '../../backend/src/platform/clock/clock.js';
import type { DatabaseKind } from '../../backend/src/platform/database/orm-options.js';
import { ManualClock } from './manual-clock.js';
import { createTestDatabase } from './test-databases.js';

/** Small templates made for tests, in the format of backend/templates. */
export const fixtureTemplatesFolder = join(import.meta.dirname, '..', 'fixtures', 'templates');

export type TestApp = {
  app: NestExpressApplication;
  config: AppConfig;
  clock: ManualClock;
  kind: DatabaseKind;
  /** Takes the database away under the running app, as an outage would. */
  stopDatabase(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The whole app on a private database and data folder, with a manual clock and no background
 * worker: tests drive jobs themselves with JobWorker.drain().
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv;
    providers?: Provider[];
    /** Publish templates after start: the small fixtures of test/fixtures, or every bundled one. */
    seedTemplates?: 'fixtures' | 'all';
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    ROLE: 'web',
    LOG_LEVEL: 'fatal',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const clock = new ManualClock();
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config, database.ormOverrides)],
    providers: options.providers ?? [],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  await prepareHttpApp(app, config);
  await app.init();
  if (options.seedTemplates) {
    await app
      .get(TemplateSeeder)
      .seed(options.seedTemplates === 'all' ? bundledTemplatesFolder() : fixtureTemplatesFolder);
  }
  return {
    app,
    config,
    clock,
    kind,
    stopDatabase: () => database.dispose(),
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
