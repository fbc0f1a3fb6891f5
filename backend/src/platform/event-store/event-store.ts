import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Clock } from '../clock/clock.js';
import { Database, type Row, type Tx } from '../database/database.js';
import { discoverMarked } from '../discover-marked.js';
import { JobQueue } from '../jobs/job-queue.js';
import { ProjectionRegistry } from '../projections/projection-registry.js';
import { ConcurrencyConflictError } from './concurrency-conflict.error.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './event.js';
import { toRecordedEvent } from './event-row.js';
import { ReactsToEvents, type Policy } from './policy.js';

/** How often an `any` append retries when a concurrent writer took the version it wanted. */
const anyVersionAttempts = 5;

/**
 * The append-only log every module writes its facts to. An append checks the stream's version,
 * records the events, updates inline projections and enqueues the jobs policies ask for, all
 * in one transaction: either everything happened or nothing did.
 */
@Injectable()
export class EventStore implements OnModuleInit {
  private policies: Policy[] = [];

  constructor(
    private readonly db: Database,
    private readonly projections: ProjectionRegistry,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly discovery: DiscoveryService,
  ) {}

  onModuleInit(): void {
    this.policies = discoverMarked<Policy>(this.discovery, ReactsToEvents);
  }

  /** Appends in a transaction of its own. */
  async append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<RecordedEvent[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction((tx) =>
          this.appendWithin(tx, streamId, expectedVersion, events, metadata),
        );
      } catch (error) {
        const mayRetry =
          expectedVersion === 'any' &&
          error instanceof ConcurrencyConflictError &&
          attempt < anyVersionAttempts;
        if (!mayRetry) throw error;
      }
    }
  }

  /** Appends inside the caller's transaction, for commands that write more than one stream. */
  async appendWithin(
    tx: Tx,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<RecordedEvent[]> {
    if (events.length === 0) return [];
    // `any` writers of one stream queue here for the rest of their transaction, so they append
    // one after another instead of colliding. Writers with an expected version need no queue:
    // the version check and the unique key give them a clean conflict.
    if (expectedVersion === 'any') {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [streamId]);
    }
    const current = await this.versionWithin(tx, streamId);
    if (expectedVersion !== 'any' && expectedVersion !== current) {
      throw new ConcurrencyConflictError(streamId, expectedVersion, current);
    }
    const recordedAt = this.clock.now();
    const values = events.map(() => '(?, ?, ?, ?::jsonb, ?::jsonb, ?)').join(', ');
    const params = events.flatMap((event, index) => [
      streamId,
      current + index + 1,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(metadata),
      recordedAt,
    ]);
    let rows: Row[];
    try {
      rows = await tx.execute<Row[]>(
        `insert into events (stream_id, stream_version, type, data, metadata, recorded_at)
         values ${values} returning *`,
        params,
      );
    } catch (error) {
      // A concurrent writer committed the same stream version first: the unique key decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConcurrencyConflictError(
          streamId,
          expectedVersion === 'any' ? current : expectedVersion,
          null,
        );
      }
      throw error;
    }
    const recorded = rows.map(toRecordedEvent).sort((a, b) => a.streamVersion - b.streamVersion);
    await this.projections.apply(recorded, tx);
    for (const event of recorded) {
      for (const policy of this.policies) {
        if (!policy.eventTypes.includes(event.type)) continue;
        for (const job of policy.jobsFor(event)) {
          await this.queue.enqueue(tx, job, metadata.correlationId);
        }
      }
    }
    return recorded;
  }

  /** The stream's events after `afterVersion`, oldest first. */
  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const rows = await this.db.query(
      'select * from events where stream_id = ? and stream_version > ? order by stream_version',
      [streamId, afterVersion],
    );
    return rows.map(toRecordedEvent);
  }

  /** Events of all streams after a global position, in position order, a page at a time. */
  async readAll(afterPosition = 0, limit = 1000): Promise<RecordedEvent[]> {
    const rows = await this.db.query(
      'select * from events where position > ? order by position limit ?',
      [afterPosition, limit],
    );
    return rows.map(toRecordedEvent);
  }

  /** The stream's current version: 0 when it has no events. */
  async version(streamId: string): Promise<number> {
    return this.versionWithin(this.db.em(), streamId);
  }

  private async versionWithin(tx: Tx, streamId: string): Promise<number> {
    const [row] = await tx.execute<Row[]>(
      'select coalesce(max(stream_version), 0) as version from events where stream_id = ?',
      [streamId],
    );
    return Number(row?.version ?? 0);
  }
}
