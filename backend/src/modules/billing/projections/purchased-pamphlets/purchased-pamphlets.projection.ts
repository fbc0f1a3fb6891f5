import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import {
  Projection,
  type InlineProjection,
} from '../../../../platform/projections/inline-projection.js';
import { moveGuestWork, type GuestWorkClaimed } from '../../../auth/index.js';
import type { BillingEvent } from '../../domain/billing.events.js';

type Handled = BillingEvent | GuestWorkClaimed;

/** "Your Pamphlets": each purchase with its owner and download count, newest first. */
@Projection()
@Injectable()
export class PurchasedPamphletsProjection implements InlineProjection {
  readonly name = 'purchased-pamphlets';
  readonly tables = ['purchased_pamphlets'];
  readonly eventTypes = ['PurchaseCompleted', 'PamphletDownloaded', 'GuestWorkClaimed'];

  async apply(recorded: RecordedEvent, tx: Tx): Promise<void> {
    const event = recorded as RecordedEvent<Handled>;
    switch (event.type) {
      case 'PurchaseCompleted': {
        const { purchaseId, purchaseShortId, templateId, title, thumbnail, ownerId } = event.data;
        await tx.execute(
          `insert into purchased_pamphlets
             (purchase_id, purchase_short_id, owner_id, template_id, title, thumbnail, purchase_date)
           values (?, ?, ?, ?, ?, ?, ?) on conflict (purchase_id) do nothing`,
          [purchaseId, purchaseShortId, ownerId, templateId, title, thumbnail, event.recordedAt],
        );
        return;
      }
      case 'PamphletDownloaded':
        await tx.execute(
          'update purchased_pamphlets set download_count = download_count + 1 where purchase_id = ?',
          [event.data.purchaseId],
        );
        return;
      case 'GuestWorkClaimed':
        await moveGuestWork(tx, 'purchased_pamphlets', event.data);
        return;
      default: {
        const unhandled: never = event;
        throw new Error(`Unexpected event ${String(unhandled)}`);
      }
    }
  }
}
