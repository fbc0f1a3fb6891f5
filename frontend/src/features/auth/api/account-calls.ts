import { apiRequest } from '../../../lib/api-client';

/** The calls of spec section 7 that change who is signed in, or reset a password. */

export const signIn = (email: string, password: string, csrfToken: string) =>
  apiRequest<{ ok: true }>('/api/auth/callback/credentials', {
    method: 'POST',
    body: { email, password, csrfToken },
  });

export const signOut = (csrfToken: string) =>
  apiRequest<{ ok: true }>('/api/auth/signout', { method: 'POST', body: { csrfToken } });

export const register = (email: string, password: string, csrfToken: string) =>
  apiRequest<{ message: string }>('/api/auth/register', {
    method: 'POST',
    body: { email, password, csrfToken },
  });

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/password-reset-request', {
    method: 'POST',
    body: { email },
    withCsrf: true,
  });

/** Resolves when the token is live; an ok status is all that matters. */
export const verifyResetToken = (token: string) =>
  apiRequest<unknown>(`/api/auth/password-reset-verify?token=${encodeURIComponent(token)}`);

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<{ message: string }>('/api/auth/password-reset', {
    method: 'POST',
    body: { token, newPassword },
    withCsrf: true,
  });
