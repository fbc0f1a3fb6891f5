import type { TemplateEvent, TemplatePublished } from './template.events.js';

/** What deciding about a template needs to know from its history. */
export type TemplateState = {
  publishedHash: string | null;
  thumbnail: { contentHash: string; fileId: string } | null;
};

/** Make this content the template's current version. */
export type PublishTemplate = { type: 'PublishTemplate'; data: TemplatePublished['data'] };

/** Use this stored picture as the cover thumbnail of the version with this content hash. */
export type RecordTemplateThumbnail = {
  type: 'RecordTemplateThumbnail';
  data: { templateId: string; contentHash: string; fileId: string };
};

export type TemplateCommand = PublishTemplate | RecordTemplateThumbnail;

export const initialTemplateState = (): TemplateState => ({ publishedHash: null, thumbnail: null });

export function evolveTemplate(state: TemplateState, event: TemplateEvent): TemplateState {
  switch (event.type) {
    case 'TemplatePublished':
      return { ...state, publishedHash: event.data.contentHash };
    case 'TemplateThumbnailRendered':
      return {
        ...state,
        thumbnail: { contentHash: event.data.contentHash, fileId: event.data.fileId },
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * Publishing the same content again changes nothing, so seeding can run at every start. A
 * thumbnail counts only for the version it pictures and is recorded once.
 */
export function decideTemplate(command: TemplateCommand, state: TemplateState): TemplateEvent[] {
  switch (command.type) {
    case 'PublishTemplate':
      if (state.publishedHash === command.data.contentHash) return [];
      return [{ type: 'TemplatePublished', data: command.data }];
    case 'RecordTemplateThumbnail': {
      const { contentHash, fileId } = command.data;
      if (state.publishedHash !== contentHash) return [];
      if (state.thumbnail?.contentHash === contentHash && state.thumbnail.fileId === fileId) {
        return [];
      }
      return [{ type: 'TemplateThumbnailRendered', data: command.data }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
