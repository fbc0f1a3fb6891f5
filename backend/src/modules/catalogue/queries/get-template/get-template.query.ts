import { Query } from '@nestjs/cqrs';
import type { TemplateResponseDto } from './get-template.response.dto.js';

/** The current version of one template, or null when no template has that id. */
export class GetTemplateQuery extends Query<{
  template: TemplateResponseDto;
  contentHash: string;
} | null> {
  constructor(readonly templateId: string) {
    super();
  }
}
