import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { guestStream, type GuestSessionStarted } from '../../domain/account.events.js';
import { authRateLimits, RateLimiter, TooManyAttemptsError } from '../../security/rate-limiter.js';
import { SessionStore } from '../../security/session-store.js';
import { StartGuestSessionCommand } from './start-guest-session.command.js';

@CommandHandler(StartGuestSessionCommand)
export class StartGuestSessionHandler implements ICommandHandler<StartGuestSessionCommand> {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly events: EventStore,
    private readonly limiter: RateLimiter,
  ) {}

  /** A browser that already has a session keeps it: calling twice never loses a guest's work. */
  async execute({
    caller,
    clientAddress,
  }: StartGuestSessionCommand): Promise<{ guestSessionId: string; token: string | null }> {
    if (caller) return { guestSessionId: caller.guestSessionId, token: null };
    const attempt = await this.limiter.hit(
      `guest-session:address:${clientAddress}`,
      authRateLimits.guestSessionsPerAddress,
    );
    if (!attempt.allowed) {
      throw new TooManyAttemptsError(
        'Too many new visits from this connection. Please wait a few minutes and try again.',
        attempt.retryAfterSeconds,
      );
    }
    const guestSessionId = randomUUID();
    const started: GuestSessionStarted = { type: 'GuestSessionStarted', data: { guestSessionId } };
    const token = await this.db.transaction(async (tx) => {
      await this.events.appendWithin(
        tx,
        guestStream(guestSessionId),
        0,
        [started],
        eventMetadata(`guest:${guestSessionId}`),
      );
      return (await this.sessions.create(tx, { userId: null, guestSessionId })).token;
    });
    return { guestSessionId, token };
  }
}
