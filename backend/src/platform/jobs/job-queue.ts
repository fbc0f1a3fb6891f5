import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { Database, type Row, type Tx } from '../database/database.js';
import { backoffDelay, type JobDefinition, type JobRequest } from './job-definition.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'dead';

/** A job as stored. */
export type Job = {
  id: number;
  name: string;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  lastError: string | null;
  correlationId: string | null;
};

const toJob = (row: Row): Job => ({
  id: Number(row.id),
  name: String(row.name),
  payload: row.payload,
  status: row.status as JobStatus,
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  runAt: new Date(row.run_at as string),
  leaseOwner: (row.lease_owner as string | null) ?? null,
  leaseExpiresAt: row.lease_expires_at ? new Date(row.lease_expires_at as string) : null,
  lastError: (row.last_error as string | null) ?? null,
  correlationId: (row.correlation_id as string | null) ?? null,
});

/**
 * The durable job table. A job is taken by one worker at a time under a lease; a worker that
 * dies lets its lease lapse and another takes the job over. `FOR UPDATE SKIP LOCKED` keeps
 * several workers from taking the same job.
 */
@Injectable()
export class JobQueue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Enqueues inside the caller's transaction, so the job exists exactly when its cause does. */
  async enqueue<Payload>(
    tx: Tx,
    request: JobRequest<Payload>,
    correlationId: string | null = null,
  ): Promise<void> {
    const payload = request.definition.schema.parse(request.payload);
    const now = this.clock.now();
    await tx.execute(
      `insert into jobs (name, payload, status, max_attempts, run_at, dedupe_key, correlation_id, created_at)
       values (?, ?::jsonb, 'queued', ?, ?, ?, ?, ?)
       on conflict (dedupe_key) do nothing`,
      [
        request.definition.key,
        JSON.stringify(payload),
        request.definition.maxAttempts,
        request.runAt ?? now,
        request.dedupeKey ?? null,
        correlationId,
        now,
      ],
    );
  }

  /**
   * Takes the next due job of the given kinds for `worker`: a queued one whose time has come,
   * or a running one whose worker let the lease lapse. Taking counts as an attempt.
   */
  async claim(
    worker: string,
    names: readonly string[],
    leaseMs: (name: string) => number,
  ): Promise<Job | null> {
    if (names.length === 0) return null;
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [candidate] = await tx.execute<Row[]>(
        `select id, name from jobs
         where name in (?)
           and ((status = 'queued' and run_at <= ?) or (status = 'running' and lease_expires_at <= ?))
         order by run_at, id
         limit 1
         for update skip locked`,
        [names, now, now],
      );
      if (!candidate) return null;
      const [row] = await tx.execute<Row[]>(
        `update jobs
         set status = 'running', attempts = attempts + 1, lease_owner = ?, lease_expires_at = ?
         where id = ?
         returning *`,
        [worker, new Date(now.getTime() + leaseMs(String(candidate.name))), candidate.id],
      );
      return row ? toJob(row) : null;
    });
  }

  /** Keeps a long job's lease alive. Returns false when the lease was lost to another worker. */
  async renewLease(job: Job, worker: string, leaseMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `update jobs set lease_expires_at = ? where id = ? and lease_owner = ? and status = 'running' returning id`,
      [new Date(this.clock.now().getTime() + leaseMs), job.id, worker],
    );
    return rows.length === 1;
  }

  /** Records success; ignored when the lease had already passed to another worker. */
  async complete(job: Job, worker: string): Promise<void> {
    await this.db.query(
      `update jobs set status = 'succeeded', finished_at = ?, lease_owner = null, lease_expires_at = null, last_error = null
       where id = ? and lease_owner = ? and status = 'running'`,
      [this.clock.now(), job.id, worker],
    );
  }

  /** Records a failed attempt: queued again after a back-off, or dead after the last attempt. */
  async fail(
    job: Job,
    worker: string,
    error: string,
    definition: JobDefinition<unknown> | null,
  ): Promise<JobStatus> {
    const now = this.clock.now();
    const isLastAttempt = definition === null || job.attempts >= job.maxAttempts;
    const status: JobStatus = isLastAttempt ? 'dead' : 'queued';
    const runAt =
      definition && !isLastAttempt
        ? new Date(now.getTime() + backoffDelay(definition, job.attempts))
        : job.runAt;
    await this.db.query(
      `update jobs
       set status = ?, run_at = ?, last_error = ?, lease_owner = null, lease_expires_at = null,
           finished_at = case when ? = 'dead' then ?::timestamptz else null end
       where id = ? and lease_owner = ? and status = 'running'`,
      [status, runAt, error.slice(0, 4000), status, now, job.id, worker],
    );
    return status;
  }

  async find(id: number): Promise<Job | null> {
    const [row] = await this.db.query('select * from jobs where id = ?', [id]);
    return row ? toJob(row) : null;
  }

  /** Jobs that ran out of attempts, newest first: what support looks at and replays. */
  async deadLetters(limit = 100): Promise<Job[]> {
    const rows = await this.db.query(
      `select * from jobs where status = 'dead' order by finished_at desc limit ?`,
      [limit],
    );
    return rows.map(toJob);
  }

  /** Gives a dead job a fresh set of attempts, due now. */
  async retryDead(id: number): Promise<boolean> {
    const rows = await this.db.query(
      `update jobs set status = 'queued', attempts = 0, run_at = ?, finished_at = null where id = ? and status = 'dead' returning id`,
      [this.clock.now(), id],
    );
    return rows.length === 1;
  }
}
