import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { decideOnTemplateStream } from '../template-stream.js';
import { PublishTemplateCommand } from './publish-template.command.js';

@CommandHandler(PublishTemplateCommand)
export class PublishTemplateHandler implements ICommandHandler<PublishTemplateCommand> {
  constructor(private readonly store: EventStore) {}

  async execute(command: PublishTemplateCommand): Promise<{ isPublished: boolean }> {
    const recorded = await decideOnTemplateStream(
      this.store,
      { type: 'PublishTemplate', data: command.data },
      eventMetadata('system'),
    );
    return { isPublished: recorded.length > 0 };
  }
}
