import { Module } from '@nestjs/common';
import { TemplatesController } from './api/templates.controller.js';
import { PublishTemplateHandler } from './commands/publish-template/publish-template.handler.js';
import { RecordTemplateThumbnailHandler } from './commands/record-template-thumbnail/record-template-thumbnail.handler.js';
import { RenderTemplateThumbnailHandler } from './jobs/render-template-thumbnail.handler.js';
import { GenerateThumbnailWhenTemplatePublishedPolicy } from './policies/generate-thumbnail-when-template-published.policy.js';
import { CatalogueProjection } from './projections/catalogue/catalogue.projection.js';
import { GetTemplateHandler } from './queries/get-template/get-template.handler.js';
import { CatalogueListCache } from './queries/list-templates/catalogue-list-cache.js';
import { ListTemplatesHandler } from './queries/list-templates/list-templates.handler.js';
import { TemplateSeeder } from './seeding/template-seeder.js';

const commandHandlers = [PublishTemplateHandler, RecordTemplateThumbnailHandler];
const queryHandlers = [ListTemplatesHandler, GetTemplateHandler, CatalogueListCache];
const projections = [CatalogueProjection];
const policies = [GenerateThumbnailWhenTemplatePublishedPolicy];
const jobHandlers = [RenderTemplateThumbnailHandler];

/** Templates: published from sources as events, listed with popularity, pictured by their covers. */
@Module({
  controllers: [TemplatesController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...projections,
    ...policies,
    ...jobHandlers,
    TemplateSeeder,
  ],
  exports: [TemplateSeeder],
})
export class CatalogueModule {}
