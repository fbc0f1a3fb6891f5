import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './api/auth.controller.js';
import { RegisterAccountHandler } from './commands/register-account/register-account.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { Credentials } from './commands/sign-in/credentials.js';
import { CredentialsGuard, LocalStrategy } from './commands/sign-in/local.strategy.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { StartGuestSessionHandler } from './commands/start-guest-session/start-guest-session.handler.js';
import { SendPasswordResetEmailHandler } from './jobs/send-password-reset-email.job.js';
import { SendResetEmailWhenPasswordResetRequestedPolicy } from './policies/send-reset-email-when-password-reset-requested.policy.js';
import { AccountPurchasesProjection } from './projections/account-purchases/account-purchases.projection.js';
import { GetSessionUserHandler } from './queries/get-session-user/get-session-user.handler.js';
import { AccountSessions } from './security/account-sessions.js';
import { CallerMiddleware } from './security/caller.middleware.js';
import { CsrfGuard } from './security/csrf.js';
import { PasswordHasher } from './security/password-hasher.js';
import { RateLimiter } from './security/rate-limiter.js';
import { ResetTokens } from './security/reset-tokens.js';
import { SessionStore } from './security/session-store.js';
import { UserAccounts } from './security/user-accounts.js';

const commandHandlers = [
  StartGuestSessionHandler,
  RegisterAccountHandler,
  SignInHandler,
  SignOutHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
];
const queryHandlers = [GetSessionUserHandler];
const projections = [AccountPurchasesProjection];
const policies = [SendResetEmailWhenPasswordResetRequestedPolicy];
const jobHandlers = [SendPasswordResetEmailHandler];
const security = [
  AccountSessions,
  Credentials,
  CredentialsGuard,
  LocalStrategy,
  PasswordHasher,
  RateLimiter,
  ResetTokens,
  SessionStore,
  UserAccounts,
];

/** Accounts, sessions (guest and signed-in), CSRF protection and password resets. */
@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...projections,
    ...policies,
    ...jobHandlers,
    ...security,
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CallerMiddleware).forRoutes('*');
  }
}
