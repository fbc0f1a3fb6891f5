import type { UserType } from '../../domain/account-rules.js';

/** The spec's User, as the browser receives it. */
export type SessionUser = { email: string; name: string; avatar: string; userType: UserType };

/** The spec's Session: user, guest flag, guestSessionId. */
export type SessionView = {
  user: SessionUser | null;
  guest: boolean;
  guestSessionId: string | null;
};
