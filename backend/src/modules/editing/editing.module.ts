import { Module } from '@nestjs/common';
import { ImageUploadController } from './api/image-upload.controller.js';
import { SavedEditsController } from './api/saved-edits.controller.js';
import { ResetEditsHandler } from './commands/reset-edits/reset-edits.handler.js';
import { SaveEditsHandler } from './commands/save-edits/save-edits.handler.js';
import { UploadImageHandler } from './commands/upload-image/upload-image.handler.js';
import { DraftsProjection } from './projections/drafts/drafts.projection.js';
import { UploadedImagesProjection } from './projections/uploaded-images/uploaded-images.projection.js';
import { GetSavedEditsHandler } from './queries/get-saved-edits/get-saved-edits.handler.js';

const commandHandlers = [SaveEditsHandler, ResetEditsHandler, UploadImageHandler];
const queryHandlers = [GetSavedEditsHandler];
const projections = [DraftsProjection, UploadedImagesProjection];

/** The editor's server side: drafts saved as events, and photo uploads. */
@Module({
  controllers: [SavedEditsController, ImageUploadController],
  providers: [...commandHandlers, ...queryHandlers, ...projections],
})
export class EditingModule {}
