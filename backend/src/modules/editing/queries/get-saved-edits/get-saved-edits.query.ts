import { Query } from '@nestjs/cqrs';
import type { OwnerId } from '../../../auth/index.js';
import type { SavedEdits } from '../../domain/saved-edits.js';

/** The owner's saved edits of a template (newest draft), or no edits when there is none. */
export class GetSavedEditsQuery extends Query<SavedEdits> {
  constructor(
    readonly ownerId: OwnerId,
    readonly templateId: string,
    readonly purchaseId: string | null,
  ) {
    super();
  }
}
