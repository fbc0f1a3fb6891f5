import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { Database } from '../../../platform/database/database.js';
import { FileStore } from '../../../platform/files/file-store.js';
import {
  HandlesJob,
  type JobContext,
  type JobHandler,
} from '../../../platform/jobs/job-handler.js';
import { RecordTemplateThumbnailCommand } from '../commands/record-template-thumbnail/record-template-thumbnail.command.js';
import { toTemplate } from '../projections/catalogue/catalogue-template.view.js';
import { captureTemplateCover } from './capture-template-cover.js';
import {
  renderTemplateThumbnailJob,
  type RenderTemplateThumbnailPayload,
} from './render-template-thumbnail.job.js';

/**
 * Makes the cover thumbnail of a published version from the template itself, as the
 * renderer draws it. Idempotent: a version that already has its thumbnail, or was replaced by
 * a newer one, is left alone; the stored picture is content-addressed.
 */
@HandlesJob()
@Injectable()
export class RenderTemplateThumbnailHandler implements JobHandler<RenderTemplateThumbnailPayload> {
  readonly definition = renderTemplateThumbnailJob;

  constructor(
    private readonly db: Database,
    private readonly files: FileStore,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(payload: RenderTemplateThumbnailPayload, context: JobContext): Promise<void> {
    const [row] = await this.db.query(
      `select content_hash, thumbnail_content_hash, template from catalogue_templates
       where template_id = ?`,
      [payload.templateId],
    );
    const isCurrent = row?.content_hash === payload.contentHash;
    if (!row || !isCurrent || row.thumbnail_content_hash === payload.contentHash) return;
    const trimWidthIn = toTemplate(row).print_formats.default.trim_width_in;
    const png = await captureTemplateCover(this.config, payload.templateId, trimWidthIn);
    const stored = await this.files.put(png, 'image/png');
    await this.commands.execute(
      new RecordTemplateThumbnailCommand(
        payload.templateId,
        payload.contentHash,
        stored.id,
        context.correlationId,
      ),
    );
  }
}
