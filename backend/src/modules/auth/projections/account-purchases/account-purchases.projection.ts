import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import {
  Projection,
  type InlineProjection,
} from '../../../../platform/projections/inline-projection.js';
import type { GuestWorkClaimed } from '../../domain/account.events.js';
import { guestOwner, userOwner } from '../../domain/owner.js';

/** The part of billing's PurchaseCompleted event this projection reads. */
type PurchaseCompleted = { type: 'PurchaseCompleted'; data: { ownerId: string } };

/**
 * How many pamphlets each owner bought, for the Paid / Free label. Purchases made as a guest
 * count for the account once its browser registers or signs in.
 */
@Projection()
@Injectable()
export class AccountPurchasesProjection implements InlineProjection {
  readonly name = 'account-purchases';
  readonly tables = ['account_purchase_counts'];
  readonly eventTypes = ['PurchaseCompleted', 'GuestWorkClaimed'];

  async apply(event: RecordedEvent, tx: Tx): Promise<void> {
    if (event.type === 'PurchaseCompleted') {
      const { ownerId } = (event as RecordedEvent<PurchaseCompleted>).data;
      await this.add(tx, ownerId, 1);
      return;
    }
    const { guestSessionId, userId } = (event as RecordedEvent<GuestWorkClaimed>).data;
    const [guest] = await tx.execute<{ purchases: number }[]>(
      'delete from account_purchase_counts where owner_id = ? returning purchases',
      [guestOwner(guestSessionId)],
    );
    if (guest) await this.add(tx, userOwner(userId), guest.purchases);
  }

  private async add(tx: Tx, ownerId: string, purchases: number): Promise<void> {
    await tx.execute(
      `insert into account_purchase_counts (owner_id, purchases) values (?, ?)
       on conflict (owner_id) do update set purchases = account_purchase_counts.purchases + excluded.purchases`,
      [ownerId, purchases],
    );
  }
}
