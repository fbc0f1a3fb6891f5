import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { Database } from '../../../../platform/database/database.js';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { passwordProblem } from '../../domain/account-rules.js';
import { userStream, type PasswordChanged } from '../../domain/account.events.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { ResetTokens } from '../../security/reset-tokens.js';
import { SessionStore } from '../../security/session-store.js';
import { UserAccounts } from '../../security/user-accounts.js';
import { ResetPasswordCommand } from './reset-password.command.js';

/** The spec's text for a link that cannot be used. */
export const invalidResetLink = 'Invalid or expired link.';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly db: Database,
    private readonly tokens: ResetTokens,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly events: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const problem = passwordProblem(newPassword);
    if (problem) throw new BadRequestException(problem);
    if (!(await this.tokens.liveOwner(token))) throw new BadRequestException(invalidResetLink);
    const passwordHash = await this.hasher.hash(newPassword);
    await this.db.transaction(async (tx) => {
      const userId = await this.tokens.spend(tx, token);
      if (!userId) throw new BadRequestException(invalidResetLink);
      await this.accounts.changePassword(tx, userId, passwordHash, this.clock.now());
      await this.sessions.revokeAllOf(tx, userId);
      const changed: PasswordChanged = {
        type: 'PasswordChanged',
        data: { userId, via: 'reset-link' },
      };
      await this.events.appendWithin(
        tx,
        userStream(userId),
        'any',
        [changed],
        eventMetadata(`user:${userId}`),
      );
    });
  }
}
