import type { Template } from './template.schema.js';

/**
 * A template version became available in the catalogue, with its images already in the file
 * store (references are file ids). Recorded by publish-template when the seeded source's
 * content hash differs from the last published one. Templates hold no personal data.
 */
export type TemplatePublished = {
  type: 'TemplatePublished';
  data: {
    templateId: string;
    /** SHA-256 of the catalogue fields and the resolved template: equal hashes, equal content. */
    contentHash: string;
    description: string;
    tags: string[];
    template: Template;
  };
};

/**
 * A picture of a published version's cover was made and stored. Recorded by the render
 * thumbnail job; ignored by the catalogue when a newer version was published meanwhile.
 */
export type TemplateThumbnailRendered = {
  type: 'TemplateThumbnailRendered';
  data: { templateId: string; contentHash: string; fileId: string };
};

export type TemplateEvent = TemplatePublished | TemplateThumbnailRendered;

export const templateEventTypes: readonly TemplateEvent['type'][] = [
  'TemplatePublished',
  'TemplateThumbnailRendered',
];

export const templateStream = (templateId: string): string => `template-${templateId}`;
