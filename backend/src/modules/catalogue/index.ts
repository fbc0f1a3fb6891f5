/** The catalogue module's public surface: the module, its seeder, its events and the format. */
export { CatalogueModule } from './catalogue.module.js';
export {
  TemplateSeeder,
  bundledTemplatesFolder,
  type SeedReport,
} from './seeding/template-seeder.js';
export { TemplateSourceError } from './seeding/template-sources.js';
export type {
  TemplateEvent,
  TemplatePublished,
  TemplateThumbnailRendered,
} from './domain/template.events.js';
export { templateSchema, type Template } from './domain/template.schema.js';
export { styleSchema, type Style } from './domain/style.schema.js';
export type { TemplateField } from './domain/template.schema.js';
export { GetTemplateQuery } from './queries/get-template/get-template.query.js';
