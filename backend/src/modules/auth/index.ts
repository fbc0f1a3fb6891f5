/** The auth module's public surface: other modules identify callers and owners through it. */
export { AuthModule } from './auth.module.js';
export { CurrentCaller, type Caller } from './security/caller.js';
export { WithoutCsrf } from './security/csrf.js';
export { guestOwner, userOwner, type OwnerId } from './domain/owner.js';
export { moveGuestWork } from './projections/move-guest-work.js';
export type {
  AccountEvent,
  GuestSessionStarted,
  GuestWorkClaimed,
  PasswordChanged,
  PasswordResetRequested,
  UserRegistered,
} from './domain/account.events.js';
