import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../platform/database/database.js';
import { eventMetadata } from '../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { userStream, type GuestWorkClaimed } from '../domain/account.events.js';
import type { Caller } from './caller.js';
import { SessionStore } from './session-store.js';

/**
 * Opens a signed-in session: always under a new id (no fixation), ending the browser's previous
 * session, and handing what its guest session made to the account.
 */
@Injectable()
export class AccountSessions {
  constructor(
    private readonly sessions: SessionStore,
    private readonly events: EventStore,
  ) {}

  async open(tx: Tx, userId: string, previous: Caller | null): Promise<string> {
    if (previous) await this.sessions.revoke(tx, previous.sessionIdHash);
    const guestSessionId = previous?.guestSessionId ?? randomUUID();
    if (previous && previous.userId === null) {
      const claimed: GuestWorkClaimed = {
        type: 'GuestWorkClaimed',
        data: { guestSessionId, userId },
      };
      await this.events.appendWithin(
        tx,
        userStream(userId),
        'any',
        [claimed],
        eventMetadata(`user:${userId}`),
      );
    }
    const { token } = await this.sessions.create(tx, { userId, guestSessionId });
    return token;
  }
}
