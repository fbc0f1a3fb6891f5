/** Facts the auth module records. Data carries ids only: addresses and names live in `users`. */

/** A person created an account. Recorded by register-account. */
export type UserRegistered = { type: 'UserRegistered'; data: { userId: string } };

/** A browser started a guest session, which owns its drafts, uploads and purchases. */
export type GuestSessionStarted = { type: 'GuestSessionStarted'; data: { guestSessionId: string } };

/**
 * What a guest session made now belongs to an account: recorded when that browser registers or
 * signs in. Every module that keeps things per owner moves them from `guest:` to `user:`.
 */
export type GuestWorkClaimed = {
  type: 'GuestWorkClaimed';
  data: { guestSessionId: string; userId: string };
};

/** Someone asked to reset an account's password (the token itself is never recorded). */
export type PasswordResetRequested = { type: 'PasswordResetRequested'; data: { userId: string } };

/** An account's password changed; every session of the account was ended. */
export type PasswordChanged = {
  type: 'PasswordChanged';
  data: { userId: string; via: 'reset-link' };
};

export type AccountEvent =
  | UserRegistered
  | GuestSessionStarted
  | GuestWorkClaimed
  | PasswordResetRequested
  | PasswordChanged;

export const userStream = (userId: string): string => `user-${userId}`;
export const guestStream = (guestSessionId: string): string => `guest-${guestSessionId}`;
