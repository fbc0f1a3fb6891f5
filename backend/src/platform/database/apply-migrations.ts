import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { PgliteDriver } from '@mikro-orm/pglite';

/** Arbitrary, fixed key of the advisory lock that serialises schema changes across processes. */
const migrationLockKey = 7_462_011;

/**
 * Applies pending migrations and returns the names of those this call applied. On PostgreSQL
 * it runs in one transaction that first takes an advisory lock, so two processes starting
 * together apply each migration once: the second waits, then finds nothing left to do.
 * PGlite has one connection and one process (see data-dir-lock.ts): the migrator's own
 * transaction is enough there, and an outer one would wait on itself.
 */
export async function applyMigrations(orm: MikroORM): Promise<string[]> {
  const isPglite = orm.config.get('driver') === PgliteDriver;
  if (isPglite) return (await orm.migrator.up()).map((migration) => migration.name);
  const em = orm.em.fork() as EntityManager;
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [migrationLockKey]);
    const transaction = tx.getTransactionContext<object>();
    const applied = await orm.migrator.up(transaction ? { transaction } : {});
    return applied.map((migration) => migration.name);
  });
}
