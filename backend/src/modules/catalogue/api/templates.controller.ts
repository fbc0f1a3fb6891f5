import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ListTemplatesQuery } from '../queries/list-templates/list-templates.query.js';
import type { CatalogueEntryDto } from '../queries/list-templates/list-templates.response.dto.js';
import { GetTemplateQuery } from '../queries/get-template/get-template.query.js';
import type { TemplateResponseDto } from '../queries/get-template/get-template.response.dto.js';

const templateIdPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The template catalogue (spec §7: no /api prefix). Answers revalidate: popularity moves. */
@Controller('template')
export class TemplatesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('list')
  async list(@Res({ passthrough: true }) response: Response): Promise<CatalogueEntryDto[]> {
    response.setHeader('Cache-Control', 'no-cache');
    return this.queries.execute(new ListTemplatesQuery());
  }

  @Get(':templateId')
  async get(
    @Param('templateId') templateId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TemplateResponseDto> {
    const found = templateIdPattern.test(templateId)
      ? await this.queries.execute(new GetTemplateQuery(templateId))
      : null;
    if (!found) throw new NotFoundException(`There is no template with the id ${templateId}.`);
    response.setHeader('Cache-Control', 'no-cache');
    // Express answers 304 by itself when the client's If-None-Match names this tag.
    response.setHeader('ETag', `"${found.contentHash.slice(0, 32)}"`);
    return found.template;
  }
}
