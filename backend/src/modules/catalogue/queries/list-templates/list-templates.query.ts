import { Query } from '@nestjs/cqrs';
import type { CatalogueEntryDto } from './list-templates.response.dto.js';

/** Every published template's catalogue entry, most popular first. */
export class ListTemplatesQuery extends Query<CatalogueEntryDto[]> {}
