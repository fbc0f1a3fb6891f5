import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { RegisterAccountCommand } from '../commands/register-account/register-account.command.js';
import { RequestPasswordResetCommand } from '../commands/request-password-reset/request-password-reset.command.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { invalidResetLink } from '../commands/reset-password/reset-password.handler.js';
import { CredentialsGuard } from '../commands/sign-in/local.strategy.js';
import { SignInCommand } from '../commands/sign-in/sign-in.command.js';
import { SignOutCommand } from '../commands/sign-out/sign-out.command.js';
import { StartGuestSessionCommand } from '../commands/start-guest-session/start-guest-session.command.js';
import { GetSessionUserQuery } from '../queries/get-session-user/get-session-user.query.js';
import type { SessionView } from '../queries/get-session-user/session.view.js';
import { CurrentCaller, type Caller } from '../security/caller.js';
import { clientAddress } from '../security/client-address.js';
import { csrfTokenFor, WithoutCsrf } from '../security/csrf.js';
import { ResetTokens } from '../security/reset-tokens.js';
import { tokenDigest } from '../security/secret-token.js';
import { clearSessionCookie, setSessionCookie } from '../security/session-cookie.js';

/** The neutral answer to every reset request, whether or not the address has an account. */
export const resetRequestAnswer =
  "If an account exists with that email, we've sent instructions to reset your password.";

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type Credentials = { email?: unknown; password?: unknown };

/** The spec's /api/auth calls (section 7). */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly resetTokens: ResetTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('validate-session')
  @HttpCode(200)
  @WithoutCsrf()
  validateSession(@CurrentCaller() caller: Caller | null): Promise<SessionView> {
    return this.queries.execute(new GetSessionUserQuery(caller));
  }

  @Post('guest-session')
  @HttpCode(200)
  @WithoutCsrf()
  async startGuestSession(
    @CurrentCaller() caller: Caller | null,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ guestSessionId: string }> {
    const { guestSessionId, token } = await this.commands.execute(
      new StartGuestSessionCommand(caller, clientAddress(request)),
    );
    if (token) setSessionCookie(response, this.config, token, false);
    return { guestSessionId };
  }

  /** The token is bound to a session, so a browser without one gets a guest session first. */
  @Get('csrf')
  async csrf(
    @CurrentCaller() caller: Caller | null,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ csrfToken: string }> {
    response.setHeader('Cache-Control', 'no-store');
    if (caller) return { csrfToken: csrfTokenFor(this.config.sessionSecret, caller.sessionIdHash) };
    const { token } = await this.commands.execute(
      new StartGuestSessionCommand(null, clientAddress(request)),
    );
    if (!token) throw new Error('A new guest session came without a token.');
    setSessionCookie(response, this.config, token, false);
    return { csrfToken: csrfTokenFor(this.config.sessionSecret, tokenDigest(token)) };
  }

  @Post('register')
  @HttpCode(201)
  async register(
    @Body() body: Credentials,
    @CurrentCaller() caller: Caller | null,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ message: string }> {
    const { token } = await this.commands.execute(
      new RegisterAccountCommand(
        text(body.email),
        text(body.password),
        caller,
        clientAddress(request),
      ),
    );
    setSessionCookie(response, this.config, token, true);
    return { message: 'Your account has been created.' };
  }

  @Post('callback/credentials')
  @HttpCode(200)
  @UseGuards(CredentialsGuard)
  async signIn(
    @Req() request: Request,
    @CurrentCaller() caller: Caller | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: true }> {
    // The local strategy puts the verified user id on the request.
    const userId = request.user as unknown;
    if (typeof userId !== 'string') throw new Error('Sign-in passed without a verified user id.');
    const { token } = await this.commands.execute(new SignInCommand(userId, caller));
    setSessionCookie(response, this.config, token, true);
    return { ok: true };
  }

  @Post('signout')
  @HttpCode(200)
  async signOut(
    @CurrentCaller() caller: Caller | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: true }> {
    await this.commands.execute(new SignOutCommand(caller));
    clearSessionCookie(response, this.config);
    return { ok: true };
  }

  @Post('password-reset-request')
  @HttpCode(200)
  async requestPasswordReset(
    @Body() body: { email?: unknown },
    @Req() request: Request,
  ): Promise<{ message: string }> {
    await this.commands.execute(
      new RequestPasswordResetCommand(text(body.email), clientAddress(request)),
    );
    return { message: resetRequestAnswer };
  }

  @Get('password-reset-verify')
  async verifyResetToken(@Query('token') token: unknown): Promise<{ valid: true }> {
    if (!text(token) || !(await this.resetTokens.liveOwner(text(token)))) {
      throw new BadRequestException(invalidResetLink);
    }
    return { valid: true };
  }

  @Post('password-reset')
  @HttpCode(200)
  async resetPassword(
    @Body() body: { token?: unknown; newPassword?: unknown },
  ): Promise<{ message: string }> {
    await this.commands.execute(new ResetPasswordCommand(text(body.token), text(body.newPassword)));
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  }
}
