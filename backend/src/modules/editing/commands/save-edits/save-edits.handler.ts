import { BadRequestException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { decide } from '../../domain/draft.decider.js';
import { InvalidEditsError } from '../../domain/editing.errors.js';
import { diffEdits, photoFileIds } from '../../domain/overlay.js';
import { validateEdits } from '../../domain/validate-edits.js';
import { findLatestDraft } from '../../projections/drafts/latest-draft.js';
import { assertPathIds, draftStream, newDraftId, templateOrNotFound } from '../draft-stream.js';
import { SaveEditsCommand, type SaveEditsResult } from './save-edits.command.js';

@CommandHandler(SaveEditsCommand)
export class SaveEditsHandler implements ICommandHandler<SaveEditsCommand> {
  constructor(
    private readonly queries: QueryBus,
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async execute(command: SaveEditsCommand): Promise<SaveEditsResult> {
    const { ownerId, templateId, purchaseId } = command;
    assertPathIds(templateId, purchaseId);
    const template = await templateOrNotFound(this.queries, templateId);
    let edits;
    try {
      edits = diffEdits(validateEdits(command.body, template, templateId), template);
    } catch (error) {
      if (error instanceof InvalidEditsError) throw new BadRequestException(error.message);
      throw error;
    }
    await this.assertOwnsPhotos(ownerId, photoFileIds(edits, template));

    const stored = await findLatestDraft(this.db, ownerId, templateId, purchaseId);
    const draftId = stored?.draft.draftId ?? newDraftId();
    const events = decide(
      { type: 'SaveEdits', draftId, templateId, purchaseId, ownerId, edits },
      stored?.draft ?? null,
    );
    if (events.length === 0) return { savedAt: null };
    const [recorded] = await this.store.append(
      draftStream(draftId),
      stored?.version ?? 0,
      events,
      eventMetadata(ownerId),
    );
    return { savedAt: recorded ? recorded.recordedAt.toISOString() : null };
  }

  private async assertOwnsPhotos(ownerId: string, fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    const rows = await this.db.query<{ file_id: string }>(
      `select file_id from editing_uploaded_images
        where owner_id = ? and file_id in (${fileIds.map(() => '?').join(', ')})`,
      [ownerId, ...fileIds],
    );
    const owned = new Set(rows.map((row) => row.file_id));
    const foreign = fileIds.find((id) => !owned.has(id));
    if (foreign) {
      throw new BadRequestException(
        `The photo ${foreign} was not uploaded from this account or browser. Upload it again to use it.`,
      );
    }
  }
}
