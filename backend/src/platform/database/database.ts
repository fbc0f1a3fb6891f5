import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { databaseKind, type DatabaseKind } from './orm-options.js';

/** An entity manager bound to one open transaction: everything done through it commits together. */
export type Tx = EntityManager;

/** Row shape returned by raw queries. */
export type Row = Record<string, unknown>;

/** The app's one database: transactions and raw queries on a fresh unit of work each time. */
@Injectable()
export class Database {
  readonly kind: DatabaseKind;

  constructor(
    readonly orm: MikroORM,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.kind = databaseKind(config);
  }

  /** Runs `work` in one transaction on a fresh entity manager; a throw rolls everything back. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.em().transactional((tx) => work(tx));
  }

  /** Runs one statement outside any transaction. */
  query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, [...params]);
  }

  /** A fresh entity manager, isolated from any other request's identity map. */
  em(): EntityManager {
    return this.orm.em.fork() as EntityManager;
  }
}
