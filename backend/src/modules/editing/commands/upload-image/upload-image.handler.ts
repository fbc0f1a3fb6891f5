import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/event-store/event-metadata.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { FileStore } from '../../../../platform/files/file-store.js';
import type { ImageUploaded } from '../../domain/editing.events.js';
import { normalisePhoto } from './normalise-photo.js';
import { UploadImageCommand } from './upload-image.command.js';

@CommandHandler(UploadImageCommand)
export class UploadImageHandler implements ICommandHandler<UploadImageCommand> {
  constructor(
    private readonly files: FileStore,
    private readonly store: EventStore,
  ) {}

  async execute({ ownerId, bytes }: UploadImageCommand): Promise<{ fileId: string }> {
    const photo = await normalisePhoto(bytes);
    const stored = await this.files.put(photo.bytes, photo.contentType);
    const event: ImageUploaded = {
      type: 'ImageUploaded',
      data: { fileId: stored.id, ownerId, width: photo.width, height: photo.height },
    };
    // One stream per image: uploads of the same bytes by several owners line up in it.
    await this.store.append(`image-${stored.id}`, 'any', [event], eventMetadata(ownerId));
    return { fileId: stored.id };
  }
}
