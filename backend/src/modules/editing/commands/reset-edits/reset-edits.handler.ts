import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { decide } from '../../domain/draft.decider.js';
import { findLatestDraft } from '../../projections/drafts/latest-draft.js';
import { assertPathIds, draftStream } from '../draft-stream.js';
import { ResetEditsCommand } from './reset-edits.command.js';

@CommandHandler(ResetEditsCommand)
export class ResetEditsHandler implements ICommandHandler<ResetEditsCommand> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async execute({ ownerId, templateId, purchaseId }: ResetEditsCommand): Promise<void> {
    assertPathIds(templateId, purchaseId);
    const stored = await findLatestDraft(this.db, ownerId, templateId, purchaseId);
    if (!stored) return;
    const events = decide({ type: 'ResetEdits' }, stored.draft);
    await this.store.append(
      draftStream(stored.draft.draftId),
      stored.version,
      events,
      eventMetadata(ownerId),
    );
  }
}
