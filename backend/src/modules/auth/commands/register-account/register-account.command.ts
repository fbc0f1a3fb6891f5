import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../security/caller.js';

/** Create an account and sign this browser in to it. */
export class RegisterAccountCommand extends Command<{ userId: string; token: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly caller: Caller | null,
    readonly clientAddress: string,
  ) {
    super();
  }
}
