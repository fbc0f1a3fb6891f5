import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { Database, type Row } from '../../../platform/database/database.js';

/** A limit: at most `limit` hits per window. */
export type RateLimit = { limit: number; windowMs: number };

/** The throttles of the account endpoints (per address = per client IP). */
export const authRateLimits = {
  signInFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  signInFailuresPerAddress: { limit: 20, windowMs: 15 * 60_000 },
  registrationsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  resetRequestsPerAddress: { limit: 5, windowMs: 60 * 60_000 },
  /** Generous: a family's shared connection opens many browsers; a bot filling tables does not. */
  guestSessionsPerAddress: { limit: 300, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;

/** Answered when a limit is exceeded: 429 with Retry-After in the body and the header. */
export class TooManyAttemptsError extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in the database, so every instance of the app shares them. A window
 * is keyed by its start; old windows are cleaned up as new ones are written.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit and says whether it stayed within the limit. */
  async hit(
    key: string,
    rule: RateLimit,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const { windowStart, retryAfterSeconds } = this.currentWindow(rule);
    const [row] = await this.db.query<Row>(
      `insert into rate_limit_hits (key, window_start, hits) values (?, ?, 1)
       on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
       returning hits`,
      [key, windowStart],
    );
    await this.db.query('delete from rate_limit_hits where key = ? and window_start < ?', [
      key,
      windowStart,
    ]);
    return { allowed: Number(row?.hits ?? 0) <= rule.limit, retryAfterSeconds };
  }

  /** Whether a key is already over its limit, without counting a hit. */
  async isExceeded(
    key: string,
    rule: RateLimit,
  ): Promise<{ exceeded: boolean; retryAfterSeconds: number }> {
    const { windowStart, retryAfterSeconds } = this.currentWindow(rule);
    const [row] = await this.db.query<Row>(
      'select hits from rate_limit_hits where key = ? and window_start = ?',
      [key, windowStart],
    );
    return { exceeded: Number(row?.hits ?? 0) >= rule.limit, retryAfterSeconds };
  }

  private currentWindow(rule: RateLimit): { windowStart: Date; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    const start = now - (now % rule.windowMs);
    return {
      windowStart: new Date(start),
      retryAfterSeconds: Math.ceil((start + rule.windowMs - now) / 1000),
    };
  }
}
