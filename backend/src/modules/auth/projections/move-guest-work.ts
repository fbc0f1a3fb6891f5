import type { Tx } from '../../../platform/database/database.js';
import { quoteIdentifier } from '../../../platform/database/quote-identifier.js';
import type { GuestWorkClaimed } from '../domain/account.events.js';
import { guestOwner, userOwner } from '../domain/owner.js';

/**
 * Hands every row a guest session owns in `table` (an `owner_id` column) to the account that
 * claimed it: what projections owning guest work do on `GuestWorkClaimed`.
 */
export async function moveGuestWork(
  tx: Tx,
  table: string,
  claimed: GuestWorkClaimed['data'],
): Promise<void> {
  await tx.execute(`update ${quoteIdentifier(table)} set owner_id = ? where owner_id = ?`, [
    userOwner(claimed.userId),
    guestOwner(claimed.guestSessionId),
  ]);
}
