import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { maxPhotoBytes, tooLargeMessage } from '../commands/upload-image/photo-limits.js';

const Multipart = AnyFilesInterceptor({
  limits: { fileSize: maxPhotoBytes, files: 1, fields: 5, parts: 6 },
});

/**
 * Receives one file part of any field name into memory, stopping at 25 MB instead of reading
 * the rest, and says in the person's words what was wrong with a refused upload.
 */
export class SinglePhotoInterceptor extends Multipart implements NestInterceptor {
  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(tooLargeMessage);
      }
      if (error instanceof HttpException && error.getStatus() < 500) {
        throw new BadRequestException(
          'Send the photo as multipart/form-data with exactly one file part.',
        );
      }
      throw error;
    }
  }
}
