import { Migration } from '@mikro-orm/migrations';

/** The append-only event log and the durable job queue that every module builds on. */
export class CreateEventStoreAndJobs extends Migration {
  override name = '20261122030000_create-event-store-and-jobs';

  override up(): void {
    this.addSql(`
      create table events (
        position bigserial primary key,
        stream_id text not null,
        stream_version integer not null check (stream_version > 0),
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        recorded_at timestamptz not null,
        constraint events_stream_version_unique unique (stream_id, stream_version)
      )`);
    this.addSql(`
      create table jobs (
        id bigserial primary key,
        name text not null,
        payload jsonb not null,
        status text not null check (status in ('queued', 'running', 'succeeded', 'dead')),
        attempts integer not null default 0,
        max_attempts integer not null check (max_attempts > 0),
        run_at timestamptz not null,
        lease_owner text,
        lease_expires_at timestamptz,
        last_error text,
        dedupe_key text unique,
        correlation_id text,
        created_at timestamptz not null,
        finished_at timestamptz
      )`);
    this.addSql(`create index jobs_due on jobs (run_at) where status = 'queued'`);
    this.addSql(`create index jobs_leased on jobs (lease_expires_at) where status = 'running'`);
  }

  override down(): void {
    this.addSql('drop table jobs');
    this.addSql('drop table events');
  }
}
