import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM, type Options } from '@mikro-orm/core';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { MikroORM as PostgreSqlMikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import array from 'postgres-array';
import { migrations } from '../../migrations/index.js';
import { applyMigrations } from '../../backend/src/platform/database/apply-migrations.js';
import {
  buildOrmOptions,
  type DatabaseKind,
} from '../../backend/src/platform/database/orm-options.js';

/** Every engine the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

/** A private, migrated database for one test file. */
export type TestDatabase = {
  kind: DatabaseKind;
  /** The DATABASE_URL the app should use: null for PGlite. */
  databaseUrl: string | null;
  ormOverrides: Partial<Options>;
  dispose(): Promise<void>;
};

const migrationsFingerprint = createHash('sha256')
  .update(migrations.map((migration) => migration.toString()).join('\n'))
  .digest('hex')
  .slice(0, 12);

/** A migrated PGlite data directory, made once per set of migrations and reused by every test. */
export const pgliteSnapshotPath = join(tmpdir(), `pamphlet-pglite-${migrationsFingerprint}.tar.gz`);

const templateDatabase = `pamphlet_test_template_${migrationsFingerprint}`;

const parsers = createPostgreSqlTypeParsers((value) => array.parse(value));

/**
 * Migrates a fresh in-memory PGlite and keeps a dump of it (about 5 s, once per set of
 * migrations). Two test workers may both make it; the rename makes the last one win whole.
 */
async function preparePgliteSnapshot(): Promise<void> {
  if (existsSync(pgliteSnapshotPath)) return;
  const pglite = await PGlite.create({ parsers });
  const orm = await MikroORM.init({
    ...buildOrmOptions({ databaseUrl: null, dataDir: tmpdir() }),
    driverOptions: { pglite: () => pglite },
  });
  await applyMigrations(orm);
  await orm.close();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const partial = `${pgliteSnapshotPath}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, pgliteSnapshotPath);
}

const serverUrl = (database: string): string => {
  const url = new URL(String(process.env.TEST_DATABASE_URL));
  url.pathname = `/${database}`;
  return url.toString();
};

async function withServer<T>(work: (orm: PostgreSqlMikroORM) => Promise<T>): Promise<T> {
  const orm = await PostgreSqlMikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: String(process.env.TEST_DATABASE_URL),
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 1 },
  });
  try {
    return await work(orm);
  } finally {
    await orm.close();
  }
}

/** Arbitrary key of the lock under which one test worker makes the template database. */
const templateLockKey = 7_462_012;

/**
 * Makes a migrated template database once per set of migrations; each test file clones it,
 * which is fast and leaves every file its own database.
 */
async function preparePostgresTemplate(): Promise<void> {
  await withServer(async (server) => {
    await server.em.execute('select pg_advisory_lock(?)', [templateLockKey]);
    try {
      const existing = await server.em.execute('select 1 from pg_database where datname = ?', [
        templateDatabase,
      ]);
      if (existing.length > 0) return;
      const building = `${templateDatabase}_building`;
      await server.em.execute(`drop database if exists ${building}`);
      await server.em.execute(`create database ${building}`);
      const orm = await MikroORM.init(
        buildOrmOptions({ databaseUrl: serverUrl(building), dataDir: tmpdir() }),
      );
      await applyMigrations(orm);
      await orm.close();
      await server.em.execute(`alter database ${building} rename to ${templateDatabase}`);
    } finally {
      await server.em.execute('select pg_advisory_unlock(?)', [templateLockKey]);
    }
  });
}

const prepared = new Map<DatabaseKind, Promise<void>>();

let cloneCount = 0;

/** A private database: migrated (cloned from the template) unless `migrated` is false. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const isMigrated = options.migrated ?? true;
  if (!isMigrated && kind === 'pglite')
    throw new Error('An empty test database is made only on PostgreSQL.');
  if (!prepared.has(kind)) {
    prepared.set(kind, kind === 'pglite' ? preparePgliteSnapshot() : preparePostgresTemplate());
  }
  await prepared.get(kind);
  if (kind === 'pglite') {
    const snapshot = new Blob([await readFile(pgliteSnapshotPath)]);
    let pglite: PGlite | undefined;
    return {
      kind,
      databaseUrl: null,
      ormOverrides: {
        driverOptions: {
          pglite: async () => (pglite ??= await PGlite.create({ loadDataDir: snapshot, parsers })),
        },
      },
      dispose: async () => {
        if (pglite && !pglite.closed) await pglite.close();
      },
    };
  }
  cloneCount += 1;
  const name = `pamphlet_test_${process.pid}_${cloneCount}_${Date.now() % 100_000}`;
  await withServer((server) =>
    server.em.execute(`create database ${name} template ${templateDatabase}`),
  );
  return {
    kind,
    databaseUrl: serverUrl(name),
    ormOverrides: {},
    dispose: async () => {
      await withServer((server) =>
        server.em.execute(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
