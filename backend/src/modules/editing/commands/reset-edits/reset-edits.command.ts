import { Command } from '@nestjs/cqrs';
import type { OwnerId } from '../../../auth/index.js';

/** Discard the caller's edits of a template: the draft shows the template as it is again. */
export class ResetEditsCommand extends Command<void> {
  constructor(
    readonly ownerId: OwnerId,
    readonly templateId: string,
    readonly purchaseId: string | null,
  ) {
    super();
  }
}
