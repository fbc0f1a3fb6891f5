import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { decideOnTemplateStream } from '../template-stream.js';
import { RecordTemplateThumbnailCommand } from './record-template-thumbnail.command.js';

@CommandHandler(RecordTemplateThumbnailCommand)
export class RecordTemplateThumbnailHandler implements ICommandHandler<RecordTemplateThumbnailCommand> {
  constructor(private readonly store: EventStore) {}

  async execute(command: RecordTemplateThumbnailCommand): Promise<{ isRecorded: boolean }> {
    const { templateId, contentHash, fileId } = command;
    const metadata = eventMetadata('system');
    const recorded = await decideOnTemplateStream(
      this.store,
      { type: 'RecordTemplateThumbnail', data: { templateId, contentHash, fileId } },
      { ...metadata, correlationId: command.correlationId ?? metadata.correlationId },
    );
    return { isRecorded: recorded.length > 0 };
  }
}
