import { Command } from '@nestjs/cqrs';
import type { OwnerId } from '../../../auth/index.js';

/** What a save answers: when the draft last changed (null when it has never been saved). */
export type SaveEditsResult = { savedAt: string | null };

/** Save the caller's edits of a template (the whole document, as the editor sends it). */
export class SaveEditsCommand extends Command<SaveEditsResult> {
  constructor(
    readonly ownerId: OwnerId,
    readonly templateId: string,
    readonly purchaseId: string | null,
    /** The request body as received: validated against the template by the handler. */
    readonly body: unknown,
  ) {
    super();
  }
}
