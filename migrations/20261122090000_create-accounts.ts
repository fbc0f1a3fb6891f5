import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts and sessions. These are ordinary tables, not projections: they hold personal data
 * (addresses, password hashes) that events never carry, so an erasure request can be honoured.
 */
export class CreateAccounts extends Migration {
  override name = '20261122090000_create-accounts';

  override up(): void {
    this.addSql(`
      create table users (
        id uuid primary key,
        email text not null unique,
        password_hash text not null,
        name text,
        avatar text,
        created_at timestamptz not null,
        password_changed_at timestamptz not null
      )`);
    this.addSql(`
      create table sessions (
        id_hash text primary key,
        user_id uuid references users (id) on delete cascade,
        guest_session_id uuid not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        idle_expires_at timestamptz not null,
        absolute_expires_at timestamptz not null,
        revoked_at timestamptz
      )`);
    this.addSql(
      'create index sessions_live_by_user on sessions (user_id) where revoked_at is null',
    );
    this.addSql(`
      create table password_reset_tokens (
        token_hash text primary key,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`);
    this.addSql('create index password_reset_tokens_by_user on password_reset_tokens (user_id)');
    this.addSql(`
      create table rate_limit_hits (
        key text not null,
        window_start timestamptz not null,
        hits integer not null,
        primary key (key, window_start)
      )`);
    this.addSql(`
      create table account_purchase_counts (
        owner_id text primary key,
        purchases integer not null
      )`);
  }

  override down(): void {
    this.addSql('drop table account_purchase_counts');
    this.addSql('drop table rate_limit_hits');
    this.addSql('drop table password_reset_tokens');
    this.addSql('drop table sessions');
    this.addSql('drop table users');
  }
}
