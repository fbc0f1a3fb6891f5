import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../security/caller.js';

/** Start a guest session for a browser that has no live session (or keep the one it has). */
export class StartGuestSessionCommand extends Command<{
  guestSessionId: string;
  token: string | null;
}> {
  constructor(
    readonly caller: Caller | null,
    readonly clientAddress: string,
  ) {
    super();
  }
}
