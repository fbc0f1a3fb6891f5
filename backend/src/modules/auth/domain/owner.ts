/**
 * Who owns drafts, uploads and purchases: an account, or a guest session before its browser
 * registers or signs in. Stored as `user:<id>` or `guest:<id>`.
 */
export type OwnerId = `user:${string}` | `guest:${string}`;

export const userOwner = (userId: string): OwnerId => `user:${userId}`;
export const guestOwner = (guestSessionId: string): OwnerId => `guest:${guestSessionId}`;
