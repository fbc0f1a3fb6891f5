import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import {
  Projection,
  type InlineProjection,
} from '../../../../platform/projections/inline-projection.js';
import { CatalogueListCache } from '../../queries/list-templates/catalogue-list-cache.js';
import type { PurchaseCompleted } from '../../../billing/index.js';
import { popularityWeights, type PopularitySignal } from '../../domain/popularity.js';
import type { TemplatePublished, TemplateThumbnailRendered } from '../../domain/template.events.js';

/**
 * Editing's EditsSaved, recorded on a draft's stream (issue 5): the catalogue reads only the
 * template it names.
 */
type EditsSaved = { type: 'EditsSaved'; data: { templateId?: unknown } };

type TemplateUsed = EditsSaved | PurchaseCompleted;

const signalOf: Record<TemplateUsed['type'], PopularitySignal> = {
  EditsSaved: 'edited',
  PurchaseCompleted: 'purchased',
};

/**
 * The template catalogue: each template's current version and cover thumbnail, and its
 * popularity from real use. A thumbnail counts only for the version it pictures; until the
 * new version's thumbnail exists the previous one stays, which is closer than none.
 */
@Projection()
@Injectable()
export class CatalogueProjection implements InlineProjection {
  readonly name = 'catalogue';
  readonly tables = ['catalogue_templates', 'catalogue_popularity', 'catalogue_popularity_signals'];
  readonly eventTypes = [
    'TemplatePublished',
    'TemplateThumbnailRendered',
    'EditsSaved',
    'PurchaseCompleted',
  ];

  constructor(private readonly listCache: CatalogueListCache) {}

  async apply(event: RecordedEvent, tx: Tx): Promise<void> {
    this.listCache.invalidate();
    switch (event.type) {
      case 'TemplatePublished':
        return this.published(event as RecordedEvent<TemplatePublished>, tx);
      case 'TemplateThumbnailRendered':
        return this.thumbnailRendered(event as RecordedEvent<TemplateThumbnailRendered>, tx);
      case 'EditsSaved':
      case 'PurchaseCompleted':
        return this.used(event as RecordedEvent<TemplateUsed>, tx);
      default:
        return;
    }
  }

  private async published(event: RecordedEvent<TemplatePublished>, tx: Tx): Promise<void> {
    const { templateId, contentHash, description, tags, template } = event.data;
    await tx.execute(
      `insert into catalogue_templates
         (template_id, content_hash, display_name, description, tags, template, published_at)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)
       on conflict (template_id) do update set
         content_hash = excluded.content_hash, display_name = excluded.display_name,
         description = excluded.description, tags = excluded.tags, template = excluded.template,
         published_at = excluded.published_at`,
      [
        templateId,
        contentHash,
        template.template_display_name,
        description,
        JSON.stringify(tags),
        JSON.stringify(template),
        event.recordedAt,
      ],
    );
  }

  private async thumbnailRendered(
    event: RecordedEvent<TemplateThumbnailRendered>,
    tx: Tx,
  ): Promise<void> {
    const { templateId, contentHash, fileId } = event.data;
    await tx.execute(
      `update catalogue_templates set thumbnail_file_id = ?, thumbnail_content_hash = ?
       where template_id = ? and content_hash = ?`,
      [fileId, contentHash, templateId, contentHash],
    );
  }

  /** Counts each draft or purchase once, however many times its events repeat. */
  private async used(event: RecordedEvent<TemplateUsed>, tx: Tx): Promise<void> {
    const { templateId } = event.data;
    if (typeof templateId !== 'string' || templateId === '') return;
    const signal = signalOf[event.type];
    const inserted = await tx.execute<{ template_id: string }[]>(
      `insert into catalogue_popularity_signals (kind, source_stream, template_id) values (?, ?, ?)
       on conflict do nothing returning template_id`,
      [signal, event.streamId, templateId],
    );
    if (inserted.length === 0) return;
    await tx.execute(
      `insert into catalogue_popularity (template_id, score) values (?, ?)
       on conflict (template_id) do update set score = catalogue_popularity.score + excluded.score`,
      [templateId, popularityWeights[signal]],
    );
  }
}
