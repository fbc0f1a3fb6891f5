import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { AccountSessions } from '../../security/account-sessions.js';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly db: Database,
    private readonly accountSessions: AccountSessions,
  ) {}

  async execute({ userId, caller }: SignInCommand): Promise<{ token: string }> {
    const token = await this.db.transaction((tx) => this.accountSessions.open(tx, userId, caller));
    return { token };
  }
}
