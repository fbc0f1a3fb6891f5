import { Injectable } from '@nestjs/common';
import { Database, type Row, type Tx } from '../database/database.js';
import { quoteIdentifier } from '../database/quote-identifier.js';
import { ProjectionRegistry } from './projection-registry.js';
import { toRecordedEvent } from '../event-store/event-row.js';

const rebuildSchema = 'projection_rebuild';
const pageSize = 1000;

export type TableComparison = {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  /** Rows in one table and not the other, counted both ways: 0 means identical. */
  differences: number;
};

export type ReplayReport = {
  events: number;
  tables: TableComparison[];
  swapped: boolean;
};

/**
 * Rebuilds every inline projection from the events alone into fresh copies of its tables,
 * compares them with the live tables and, when asked, puts the rebuilt rows live. It runs in
 * one transaction that holds appends back, so the comparison sees one consistent moment.
 */
@Injectable()
export class ProjectionReplayer {
  constructor(
    private readonly db: Database,
    private readonly registry: ProjectionRegistry,
  ) {}

  replay(options: { swap: boolean }): Promise<ReplayReport> {
    return this.db.transaction(async (tx) => {
      await tx.execute('lock table events in share mode');
      const [schemaRow] = await tx.execute<{ name: string }[]>('select current_schema() as name');
      const live = quoteIdentifier(schemaRow?.name ?? 'public');
      const rebuild = quoteIdentifier(rebuildSchema);
      const tables = this.registry.all().flatMap((projection) => projection.tables);

      await tx.execute(`drop schema if exists ${rebuild} cascade`);
      await tx.execute(`create schema ${rebuild}`);
      for (const table of tables) {
        const name = quoteIdentifier(table);
        await tx.execute(`create table ${rebuild}.${name} (like ${live}.${name} including all)`);
      }
      await tx.execute(`set local search_path to ${rebuild}, ${live}`);
      const events = await this.replayEvents(tx, live);

      const comparisons: TableComparison[] = [];
      for (const table of tables) {
        comparisons.push(
          await this.compare(
            tx,
            table,
            `${live}.${quoteIdentifier(table)}`,
            `${rebuild}.${quoteIdentifier(table)}`,
          ),
        );
      }
      if (options.swap) {
        for (const table of tables) {
          const name = quoteIdentifier(table);
          await tx.execute(`delete from ${live}.${name}`);
          await tx.execute(`insert into ${live}.${name} select * from ${rebuild}.${name}`);
        }
      }
      await tx.execute(`set local search_path to ${live}`);
      await tx.execute(`drop schema ${rebuild} cascade`);
      return { events, tables: comparisons, swapped: options.swap };
    });
  }

  private async replayEvents(tx: Tx, live: string): Promise<number> {
    let position = 0;
    let count = 0;
    for (;;) {
      const rows = await tx.execute<Row[]>(
        `select * from ${live}.events where position > ? order by position limit ?`,
        [position, pageSize],
      );
      if (rows.length === 0) return count;
      const events = rows.map(toRecordedEvent);
      await this.registry.apply(events, tx);
      count += events.length;
      position = events[events.length - 1]?.position ?? position;
    }
  }

  private async compare(
    tx: Tx,
    table: string,
    live: string,
    rebuilt: string,
  ): Promise<TableComparison> {
    const [row] = await tx.execute<Row[]>(
      `select
         (select count(*) from ${live}) as live_rows,
         (select count(*) from ${rebuilt}) as rebuilt_rows,
         (select count(*) from (
            (select * from ${live} except all select * from ${rebuilt})
            union all
            (select * from ${rebuilt} except all select * from ${live})
          ) as difference) as differences`,
    );
    return {
      table,
      liveRows: Number(row?.live_rows ?? 0),
      rebuiltRows: Number(row?.rebuilt_rows ?? 0),
      differences: Number(row?.differences ?? 0),
    };
  }
}
