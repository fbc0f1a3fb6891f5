import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import {
  Projection,
  type InlineProjection,
} from '../../../../platform/projections/inline-projection.js';
import { moveGuestWork, type GuestWorkClaimed } from '../../../auth/index.js';
import type { DraftEvent } from '../../domain/editing.events.js';
import { noEdits } from '../../domain/saved-edits.js';

type Handled = DraftEvent | GuestWorkClaimed;

/**
 * Each draft's current saved edits, owner and stream version. A guest's drafts move to the
 * account that claims them; nothing is dropped, so an account may hold several drafts of one
 * template and the newest is the one the editor opens.
 */
@Projection()
@Injectable()
export class DraftsProjection implements InlineProjection {
  readonly name = 'editing-drafts';
  readonly tables = ['editing_drafts'];
  readonly eventTypes = ['EditsSaved', 'EditsReset', 'GuestWorkClaimed'];

  async apply(recorded: RecordedEvent, tx: Tx): Promise<void> {
    const event = recorded as RecordedEvent<Handled>;
    switch (event.type) {
      case 'EditsSaved':
      case 'EditsReset': {
        const { draftId, ownerId, templateId, purchaseId } = event.data;
        const edits = event.type === 'EditsSaved' ? (event.data.edits ?? noEdits()) : noEdits();
        // The owner is not overwritten: a claimed draft stays with the account that claimed it.
        await tx.execute(
          `insert into editing_drafts
             (draft_id, owner_id, template_id, purchase_id, edits, version, updated_at)
           values (?, ?, ?, ?, ?::jsonb, ?, ?)
           on conflict (draft_id) do update
             set edits = excluded.edits, version = excluded.version, updated_at = excluded.updated_at`,
          [
            draftId,
            ownerId,
            templateId,
            purchaseId,
            JSON.stringify(edits),
            event.streamVersion,
            event.recordedAt,
          ],
        );
        return;
      }
      case 'GuestWorkClaimed':
        await moveGuestWork(tx, 'editing_drafts', event.data);
        return;
      default: {
        const unhandled: never = event;
        throw new Error(`Unexpected event ${String(unhandled)}`);
      }
    }
  }
}
