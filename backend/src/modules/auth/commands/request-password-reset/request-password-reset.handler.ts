import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { accountMessages, normaliseEmail } from '../../domain/account-rules.js';
import { userStream, type PasswordResetRequested } from '../../domain/account.events.js';
import { authRateLimits, RateLimiter, TooManyAttemptsError } from '../../security/rate-limiter.js';
import { UserAccounts } from '../../security/user-accounts.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/**
 * Records the request for a known address; a policy then sends the e-mail from a job, so the
 * answer takes as long whether or not the address has an account.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly events: EventStore,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(command: RequestPasswordResetCommand): Promise<void> {
    const email = normaliseEmail(command.email);
    if (email.length === 0) throw new BadRequestException(accountMessages.emailRequired);
    const attempt = await this.limiter.hit(
      `reset-request:address:${command.clientAddress}`,
      authRateLimits.resetRequestsPerAddress,
    );
    if (!attempt.allowed) {
      throw new TooManyAttemptsError(
        'Too many reset requests from this connection. Please wait a while and try again.',
        attempt.retryAfterSeconds,
      );
    }
    const account = await this.accounts.findByEmail(email);
    if (!account) return;
    const requested: PasswordResetRequested = {
      type: 'PasswordResetRequested',
      data: { userId: account.id },
    };
    await this.events.append(
      userStream(account.id),
      'any',
      [requested],
      eventMetadata(`user:${account.id}`),
    );
  }
}
