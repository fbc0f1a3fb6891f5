import type { Template } from '../../domain/template.schema.js';

/** `GET /template/{id}`: the full template the editor and the renderer draw, with its id. */
export type TemplateResponseDto = { _id: string } & Template;
