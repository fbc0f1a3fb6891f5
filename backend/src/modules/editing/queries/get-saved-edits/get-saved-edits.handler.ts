import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { noEdits, type SavedEdits } from '../../domain/saved-edits.js';
import { findLatestDraft } from '../../projections/drafts/latest-draft.js';
import { GetSavedEditsQuery } from './get-saved-edits.query.js';

@QueryHandler(GetSavedEditsQuery)
export class GetSavedEditsHandler implements IQueryHandler<GetSavedEditsQuery> {
  constructor(private readonly db: Database) {}

  async execute({ ownerId, templateId, purchaseId }: GetSavedEditsQuery): Promise<SavedEdits> {
    const stored = await findLatestDraft(this.db, ownerId, templateId, purchaseId);
    return stored?.draft.edits ?? noEdits();
  }
}
