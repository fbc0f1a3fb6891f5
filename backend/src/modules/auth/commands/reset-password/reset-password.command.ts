import { Command } from '@nestjs/cqrs';

/** Set a new password with a reset link's token; ends every session of the account. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
