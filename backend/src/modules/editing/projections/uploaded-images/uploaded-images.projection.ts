import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import {
  Projection,
  type InlineProjection,
} from '../../../../platform/projections/inline-projection.js';
import { guestOwner, userOwner, type GuestWorkClaimed } from '../../../auth/index.js';
import type { ImageUploaded } from '../../domain/editing.events.js';

type Handled = ImageUploaded | GuestWorkClaimed;

/**
 * Which owner uploaded which photo: a saved edit may use only its owner's photos. The same
 * bytes uploaded by two owners belong to both; a claimed guest's photos move to the account.
 */
@Projection()
@Injectable()
export class UploadedImagesProjection implements InlineProjection {
  readonly name = 'editing-uploaded-images';
  readonly tables = ['editing_uploaded_images'];
  readonly eventTypes = ['ImageUploaded', 'GuestWorkClaimed'];

  async apply(recorded: RecordedEvent, tx: Tx): Promise<void> {
    const event = recorded as RecordedEvent<Handled>;
    switch (event.type) {
      case 'ImageUploaded': {
        const { fileId, ownerId, width, height } = event.data;
        await tx.execute(
          `insert into editing_uploaded_images (file_id, owner_id, width, height, uploaded_at)
           values (?, ?, ?, ?, ?) on conflict (owner_id, file_id) do nothing`,
          [fileId, ownerId, width, height, event.recordedAt],
        );
        return;
      }
      case 'GuestWorkClaimed': {
        const from = guestOwner(event.data.guestSessionId);
        await tx.execute(
          `insert into editing_uploaded_images (file_id, owner_id, width, height, uploaded_at)
           select file_id, ?, width, height, uploaded_at from editing_uploaded_images
            where owner_id = ?
           on conflict (owner_id, file_id) do nothing`,
          [userOwner(event.data.userId), from],
        );
        await tx.execute('delete from editing_uploaded_images where owner_id = ?', [from]);
        return;
      }
      default: {
        const unhandled: never = event;
        throw new Error(`Unexpected event ${String(unhandled)}`);
      }
    }
  }
}
