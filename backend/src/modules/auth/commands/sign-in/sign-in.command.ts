import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../security/caller.js';

/** Sign this browser in to an account whose password was just verified. */
export class SignInCommand extends Command<{ token: string }> {
  constructor(
    readonly userId: string,
    readonly caller: Caller | null,
  ) {
    super();
  }
}
