import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../../../config/app-config.js';
import { sessionLifetimes } from './session-store.js';

export const sessionCookieName = 'pamphlet_session';

const options = (config: Pick<AppConfig, 'appUrl'>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.appUrl.startsWith('https:'),
  path: '/',
});

/** The session token the browser sent, if any. */
export const sessionTokenOf = (request: Request): string | null => {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[sessionCookieName];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

export function setSessionCookie(
  response: Response,
  config: Pick<AppConfig, 'appUrl'>,
  token: string,
  isAccount: boolean,
): void {
  const lifetime = isAccount ? sessionLifetimes.account : sessionLifetimes.guest;
  response.cookie(sessionCookieName, token, { ...options(config), maxAge: lifetime.absoluteMs });
}

export function clearSessionCookie(response: Response, config: Pick<AppConfig, 'appUrl'>): void {
  response.clearCookie(sessionCookieName, options(config));
}
