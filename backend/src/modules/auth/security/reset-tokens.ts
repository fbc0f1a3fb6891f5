import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { Database, type Row, type Tx } from '../../../platform/database/database.js';
import { newSecretToken, tokenDigest } from './secret-token.js';

/** A reset link works for one hour, once. */
export const resetTokenLifetimeMs = 60 * 60_000;

/** Password reset tokens: 256 random bits, stored as digests, expiring, single-use. */
@Injectable()
export class ResetTokens {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Issues a token for an account; the plain token exists only in the e-mail. */
  async issue(userId: string): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.db.query(
      'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)',
      [tokenDigest(token), userId, now, new Date(now.getTime() + resetTokenLifetimeMs)],
    );
    return token;
  }

  /** The account a live token belongs to, or null for an unknown, used or expired token. */
  async liveOwner(token: string): Promise<string | null> {
    const [row] = await this.db.query<Row>(
      'select user_id from password_reset_tokens where token_hash = ? and used_at is null and expires_at > ?',
      [tokenDigest(token), this.clock.now()],
    );
    return row ? String(row.user_id) : null;
  }

  /**
   * Spends a live token and every other outstanding token of its account, in the caller's
   * transaction. Returns the account, or null when the token was not live (or another request
   * spent it first).
   */
  async spend(tx: Tx, token: string): Promise<string | null> {
    const now = this.clock.now();
    const [row] = await tx.execute<Row[]>(
      `update password_reset_tokens set used_at = ?
       where token_hash = ? and used_at is null and expires_at > ? returning user_id`,
      [now, tokenDigest(token), now],
    );
    if (!row) return null;
    const userId = String(row.user_id);
    await tx.execute(
      'update password_reset_tokens set used_at = ? where user_id = ? and used_at is null',
      [now, userId],
    );
    return userId;
  }
}
