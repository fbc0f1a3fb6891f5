import { fetchCsrfToken } from '../../../lib/api-client';
import { signOut } from './account-calls';

/** Spec section 4: fetch a CSRF token, sign out, clear the user and go to / with a full reload. */
export async function signOutAndLeave(): Promise<void> {
  try {
    await signOut(await fetchCsrfToken());
  } catch (error) {
    console.error('Sign out failed.', error);
  }
  window.location.assign('/');
}
