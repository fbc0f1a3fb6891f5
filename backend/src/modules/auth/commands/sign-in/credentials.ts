import { Injectable, UnauthorizedException } from '@nestjs/common';
import { normaliseEmail } from '../../domain/account-rules.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { authRateLimits, RateLimiter, TooManyAttemptsError } from '../../security/rate-limiter.js';
import { UserAccounts } from '../../security/user-accounts.js';

/** The answer to every wrong address or password alike, so it reveals no account. */
export const wrongCredentials = 'Incorrect email or password.';

/**
 * Checks an address and password. Failures are counted per account and per client address;
 * past either limit every attempt is refused with 429 until the window ends, right or wrong.
 * An unknown address costs the same hashing work as a known one.
 */
@Injectable()
export class Credentials {
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  async verify(rawEmail: string, password: string, clientAddress: string): Promise<string> {
    const email = normaliseEmail(rawEmail);
    const accountKey = `sign-in-failure:account:${email}`;
    const addressKey = `sign-in-failure:address:${clientAddress}`;
    for (const [key, rule] of [
      [accountKey, authRateLimits.signInFailuresPerAccount],
      [addressKey, authRateLimits.signInFailuresPerAddress],
    ] as const) {
      const state = await this.limiter.isExceeded(key, rule);
      if (state.exceeded) {
        throw new TooManyAttemptsError(
          'Too many unsuccessful sign-in attempts. Please wait a few minutes and try again, or reset your password.',
          state.retryAfterSeconds,
        );
      }
    }
    const account = await this.accounts.findByEmail(email);
    this.decoyHash ??= this.hasher.hash('decoy password for unknown addresses');
    const isRight = await this.hasher.verify(
      password,
      account?.passwordHash ?? (await this.decoyHash),
    );
    if (account && isRight) return account.id;
    await this.limiter.hit(accountKey, authRateLimits.signInFailuresPerAccount);
    await this.limiter.hit(addressKey, authRateLimits.signInFailuresPerAddress);
    throw new UnauthorizedException(wrongCredentials);
  }
}
