import { join } from 'node:path';
import type { Options } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrations } from '../../../../migrations/index.js';
import type { AppConfig } from '../../config/app-config.js';

/** Which database engine a process runs on: embedded PGlite, or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgresql';

export const databaseKind = (config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind =>
  config.databaseUrl ? 'postgresql' : 'pglite';

/** Where the embedded database keeps its files. */
export const pgliteDirectory = (dataDir: string): string => join(dataDir, 'pglite');

const shared = {
  extensions: [Migrator],
  migrations: {
    migrationsList: migrations,
    tableName: 'schema_migrations',
    transactional: true,
    allOrNothing: true,
    snapshot: false,
    snapshotOnMigrate: false,
  },
  discovery: { warnWhenNoEntities: false },
  ensureDatabase: false,
  colors: false,
  logger: (message: string) => new Logger('Database').log(message),
  allowGlobalContext: false,
} satisfies Partial<Options>;

/**
 * MikroORM options for the configured database. `overrides` lets tests hand in a PGlite
 * started from a migrated snapshot, or a freshly cloned PostgreSQL database.
 */
export function buildOrmOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  overrides: Partial<Options> = {},
): Partial<Options> {
  if (config.databaseUrl) {
    return {
      ...shared,
      driver: PostgreSqlDriver,
      clientUrl: config.databaseUrl,
      pool: { min: 0, max: 10 },
      ...overrides,
    };
  }
  return {
    ...shared,
    driver: PgliteDriver,
    dbName: pgliteDirectory(config.dataDir),
    ...overrides,
  };
}
