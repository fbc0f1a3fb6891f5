import { Command } from '@nestjs/cqrs';

/** Use a stored picture as the cover thumbnail of one published version. */
export class RecordTemplateThumbnailCommand extends Command<{ isRecorded: boolean }> {
  constructor(
    readonly templateId: string,
    readonly contentHash: string,
    readonly fileId: string,
    /** The job's correlation id, so the event joins the story of the publication it follows. */
    readonly correlationId: string | null = null,
  ) {
    super();
  }
}
