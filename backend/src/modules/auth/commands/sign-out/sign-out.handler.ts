import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { SessionStore } from '../../security/session-store.js';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ caller }: SignOutCommand): Promise<void> {
    const session = caller?.sessionIdHash;
    if (session) await this.db.transaction((tx) => this.sessions.revoke(tx, session));
  }
}
