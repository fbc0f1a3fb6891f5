import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { callerOf } from './caller.js';
import { safeEqual, sign } from './secret-token.js';

const withoutCsrfKey = 'pamphlet:without-csrf';

/**
 * Lets a state-changing route run without a CSRF token: only for calls a forged cross-site
 * request gains nothing from (starting or checking a session) and for signed webhooks.
 */
export const WithoutCsrf = () => SetMetadata(withoutCsrfKey, true);

/** The CSRF token of a session: a keyed signature of it, so it needs no storage. */
export const csrfTokenFor = (secret: string, sessionIdHash: string): string =>
  sign(secret, `csrf:${sessionIdHash}`);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token a request carries: the `x-csrf-token` header, or `csrfToken` in a JSON body. */
const presentedToken = (request: Request): string | null => {
  const header = request.header('x-csrf-token');
  if (header) return header;
  const body = request.body as { csrfToken?: unknown } | undefined;
  return typeof body?.csrfToken === 'string' ? body.csrfToken : null;
};

/** Refuses every state-changing request that does not carry its session's CSRF token. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (safeMethods.has(request.method)) return true;
    const isExempt = this.reflector.getAllAndOverride<boolean>(withoutCsrfKey, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isExempt) return true;
    const caller = callerOf(request);
    const token = presentedToken(request);
    if (
      !caller ||
      !token ||
      !safeEqual(token, csrfTokenFor(this.config.sessionSecret, caller.sessionIdHash))
    ) {
      throw new ForbiddenException(
        'This page is out of date (its security token is missing or expired). Reload the page and try again.',
      );
    }
    return true;
  }
}
