import { Command } from '@nestjs/cqrs';
import type { OwnerId } from '../../../auth/index.js';

/** Keep a photo the caller uploaded, re-encoded, and let them use it in their drafts. */
export class UploadImageCommand extends Command<{ fileId: string }> {
  constructor(
    readonly ownerId: OwnerId,
    readonly bytes: Buffer,
  ) {
    super();
  }
}
