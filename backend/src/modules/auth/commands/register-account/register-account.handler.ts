import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { Database } from '../../../../platform/database/database.js';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import {
  accountMessages,
  isValidEmail,
  normaliseEmail,
  passwordProblem,
} from '../../domain/account-rules.js';
import { userStream, type UserRegistered } from '../../domain/account.events.js';
import { AccountSessions } from '../../security/account-sessions.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { authRateLimits, RateLimiter, TooManyAttemptsError } from '../../security/rate-limiter.js';
import { EmailTakenError, UserAccounts } from '../../security/user-accounts.js';
import { RegisterAccountCommand } from './register-account.command.js';

@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<RegisterAccountCommand> {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly accountSessions: AccountSessions,
    private readonly events: EventStore,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(command: RegisterAccountCommand): Promise<{ userId: string; token: string }> {
    const email = normaliseEmail(command.email);
    if (!isValidEmail(email)) throw new BadRequestException(accountMessages.invalidEmail);
    const problem = passwordProblem(command.password);
    if (problem) throw new BadRequestException(problem);
    const attempt = await this.limiter.hit(
      `register:address:${command.clientAddress}`,
      authRateLimits.registrationsPerAddress,
    );
    if (!attempt.allowed) {
      throw new TooManyAttemptsError(
        'Too many accounts were created from this connection. Please try again later.',
        attempt.retryAfterSeconds,
      );
    }
    const userId = randomUUID();
    const passwordHash = await this.hasher.hash(command.password);
    const registered: UserRegistered = { type: 'UserRegistered', data: { userId } };
    try {
      const token = await this.db.transaction(async (tx) => {
        await this.accounts.insert(tx, { id: userId, email, passwordHash }, this.clock.now());
        await this.events.appendWithin(
          tx,
          userStream(userId),
          0,
          [registered],
          eventMetadata(`user:${userId}`),
        );
        return this.accountSessions.open(tx, userId, command.caller);
      });
      return { userId, token };
    } catch (error) {
      if (error instanceof EmailTakenError) {
        throw new ConflictException(
          'An account with this email already exists. Sign in, or reset your password if you forgot it.',
        );
      }
      throw error;
    }
  }
}
