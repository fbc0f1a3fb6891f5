import {
  BadRequestException,
  Controller,
  HttpCode,
  Post,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentCaller, type Caller } from '../../auth/index.js';
import { UploadImageCommand } from '../commands/upload-image/upload-image.command.js';
import { SinglePhotoInterceptor } from './single-photo.interceptor.js';

/** `POST /img/upload`: a photo for the editor; `/img/{fileId}` serves it afterwards. */
@Controller('img')
export class ImageUploadController {
  constructor(private readonly commands: CommandBus) {}

  @Post('upload')
  @HttpCode(201)
  @UseInterceptors(SinglePhotoInterceptor)
  upload(
    @CurrentCaller({ required: true }) caller: Caller,
    @UploadedFiles() files: { buffer: Buffer }[] | undefined,
  ): Promise<{ fileId: string }> {
    const [file] = files ?? [];
    if (!file) {
      throw new BadRequestException(
        'Send the photo as multipart/form-data with exactly one file part.',
      );
    }
    return this.commands.execute(new UploadImageCommand(caller.ownerId, file.buffer));
  }
}
