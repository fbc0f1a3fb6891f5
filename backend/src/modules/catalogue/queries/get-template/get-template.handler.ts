import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { toTemplate } from '../../projections/catalogue/catalogue-template.view.js';
import { GetTemplateQuery } from './get-template.query.js';
import type { TemplateResponseDto } from './get-template.response.dto.js';

@QueryHandler(GetTemplateQuery)
export class GetTemplateHandler implements IQueryHandler<GetTemplateQuery> {
  constructor(private readonly db: Database) {}

  async execute(
    query: GetTemplateQuery,
  ): Promise<{ template: TemplateResponseDto; contentHash: string } | null> {
    const [row] = await this.db.query(
      'select template, content_hash from catalogue_templates where template_id = ?',
      [query.templateId],
    );
    if (!row) return null;
    return {
      template: { _id: query.templateId, ...toTemplate(row) },
      contentHash: String(row.content_hash),
    };
  }
}
