import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { Database, type Row, type Tx } from '../../../platform/database/database.js';
import { newSecretToken, tokenDigest } from './secret-token.js';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * How long sessions live. Signed-in sessions follow OWASP ASVS level 2 (30 minutes idle,
 * 12 hours at most); any request keeps them alive. Guest sessions authenticate nobody and hold
 * a family's drafts, so they last long: losing them would lose work.
 */
export const sessionLifetimes = {
  account: { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
  guest: { idleMs: 30 * day, absoluteMs: 90 * day },
} as const;

/** Idle expiry is pushed forward at most once a minute, to spare a write per request. */
const touchIntervalMs = minute;

export type SessionRecord = {
  idHash: string;
  userId: string | null;
  guestSessionId: string;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
};

const toRecord = (row: Row): SessionRecord => ({
  idHash: String(row.id_hash),
  userId: (row.user_id as string | null) ?? null,
  guestSessionId: String(row.guest_session_id),
  lastSeenAt: new Date(row.last_seen_at as string),
  idleExpiresAt: new Date(row.idle_expires_at as string),
  absoluteExpiresAt: new Date(row.absolute_expires_at as string),
});

/** Server-side sessions: the browser holds a random token, the table only its digest. */
@Injectable()
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Starts a session; the returned token goes into the cookie and is never stored. */
  async create(
    tx: Tx,
    owner: { userId: string | null; guestSessionId: string },
  ): Promise<{ token: string; session: SessionRecord }> {
    const token = newSecretToken();
    const now = this.clock.now();
    const lifetime = owner.userId ? sessionLifetimes.account : sessionLifetimes.guest;
    const [row] = await tx.execute<Row[]>(
      `insert into sessions (id_hash, user_id, guest_session_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
       values (?, ?, ?, ?, ?, ?, ?) returning *`,
      [
        tokenDigest(token),
        owner.userId,
        owner.guestSessionId,
        now,
        now,
        new Date(now.getTime() + lifetime.idleMs),
        new Date(now.getTime() + lifetime.absoluteMs),
      ],
    );
    if (!row) throw new Error('The session was not stored.');
    return { token, session: toRecord(row) };
  }

  /** The live session a token names, kept alive by this use; null when unknown or expired. */
  async findLive(token: string): Promise<SessionRecord | null> {
    const [row] = await this.db.query(
      'select * from sessions where id_hash = ? and revoked_at is null',
      [tokenDigest(token)],
    );
    if (!row) return null;
    const session = toRecord(row);
    const now = this.clock.now();
    if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt) return null;
    if (now.getTime() - session.lastSeenAt.getTime() < touchIntervalMs) return session;
    const lifetime = session.userId ? sessionLifetimes.account : sessionLifetimes.guest;
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + lifetime.idleMs, session.absoluteExpiresAt.getTime()),
    );
    await this.db.query(
      'update sessions set last_seen_at = ?, idle_expires_at = ? where id_hash = ?',
      [now, idleExpiresAt, session.idHash],
    );
    return { ...session, lastSeenAt: now, idleExpiresAt };
  }

  async revoke(tx: Tx, idHash: string): Promise<void> {
    await tx.execute(
      'update sessions set revoked_at = ? where id_hash = ? and revoked_at is null',
      [this.clock.now(), idHash],
    );
  }

  /** Ends every session of an account, as after a password reset. */
  async revokeAllOf(tx: Tx, userId: string): Promise<void> {
    await tx.execute(
      'update sessions set revoked_at = ? where user_id = ? and revoked_at is null',
      [this.clock.now(), userId],
    );
  }
}
