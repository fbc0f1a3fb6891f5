import { Command } from '@nestjs/cqrs';

/** Send a reset link to an address if it has an account; the answer never says whether. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
