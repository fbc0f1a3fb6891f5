import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's User, from the session. */
export type SessionUser = {
  email: string;
  name: string;
  avatar: string;
  userType: 'Paid' | 'Free';
};

/** The spec's Session: user, guest flag, guestSessionId. */
export type Session = {
  user: SessionUser | null;
  guest: boolean;
  guestSessionId: string | null;
};

const noSession: Session = { user: null, guest: false, guestSessionId: null };

/**
 * Validates the session; without a user (or when validating fails) starts a guest session, so
 * a visitor can make a pamphlet at once. If that fails too, nobody is signed in.
 */
export async function loadSession(): Promise<Session> {
  let session: Session = noSession;
  try {
    session = await apiRequest<Session>('/api/auth/validate-session', { method: 'POST' });
    if (session.user) return session;
  } catch (error) {
    console.error('Could not validate the session.', error);
  }
  try {
    const { guestSessionId } = await apiRequest<{ guestSessionId: string }>(
      '/api/auth/guest-session',
      {
        method: 'POST',
      },
    );
    return { user: null, guest: true, guestSessionId };
  } catch (error) {
    console.error('Could not start a guest session.', error);
    return noSession;
  }
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: loadSession, staleTime: 5 * 60_000 });
