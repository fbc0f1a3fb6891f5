import { Command } from '@nestjs/cqrs';
import type { TemplatePublished } from '../../domain/template.events.js';

/** Make this resolved template content the template's current version, unless it already is. */
export class PublishTemplateCommand extends Command<{ isPublished: boolean }> {
  constructor(readonly data: TemplatePublished['data']) {
    super();
  }
}
