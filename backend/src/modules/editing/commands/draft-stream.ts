import { randomUUID } from 'node:crypto';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { GetTemplateQuery, type Template } from '../../catalogue/index.js';

/** The event stream of one draft. */
export const draftStream = (draftId: string): string => `draft-${draftId}`;

export const newDraftId = (): string => randomUUID();

/** Template and purchase ids as they may appear in a path. */
const pathId = /^[A-Za-z0-9_-]{1,64}$/;

export function assertPathIds(templateId: string, purchaseId: string | null): void {
  if (!pathId.test(templateId) || (purchaseId !== null && !pathId.test(purchaseId))) {
    throw new BadRequestException(
      'Template and purchase ids are letters, digits, - or _ (at most 64).',
    );
  }
}

/** The template's current version, or a 404 that names it. */
export async function templateOrNotFound(queries: QueryBus, templateId: string): Promise<Template> {
  const found = await queries.execute(new GetTemplateQuery(templateId));
  if (!found) throw new NotFoundException(`There is no template with the id ${templateId}.`);
  return found.template;
}
