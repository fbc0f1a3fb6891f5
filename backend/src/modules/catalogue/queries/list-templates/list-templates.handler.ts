import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import {
  catalogueEntryColumns,
  toCatalogueTemplateView,
} from '../../projections/catalogue/catalogue-template.view.js';
import { CatalogueListCache } from './catalogue-list-cache.js';
import { ListTemplatesQuery } from './list-templates.query.js';
import type { CatalogueEntryDto } from './list-templates.response.dto.js';

@QueryHandler(ListTemplatesQuery)
export class ListTemplatesHandler implements IQueryHandler<ListTemplatesQuery> {
  constructor(
    private readonly db: Database,
    private readonly cache: CatalogueListCache,
  ) {}

  async execute(): Promise<CatalogueEntryDto[]> {
    const cached = this.cache.get();
    if (cached) return cached;
    const rows = await this.db.query(
      `select ${catalogueEntryColumns}
       from catalogue_templates t left join catalogue_popularity p using (template_id)
       order by popularity_score desc, t.display_name, t.template_id`,
    );
    const entries = rows.map(toCatalogueTemplateView).map((view) => ({
      _id: view.templateId,
      template_display_name: view.displayName,
      template_display_desc: view.description,
      template_display_tags: view.tags,
      template_display_thumbnail: view.thumbnailFileId,
      template_popularity_score: view.popularityScore,
    }));
    this.cache.set(entries);
    return entries;
  }
}
