import {
  decideTemplate,
  evolveTemplate,
  initialTemplateState,
  type TemplateCommand,
  type TemplateState,
} from './template.decider.js';
import type { TemplateEvent, TemplatePublished } from './template.events.js';

const published = (contentHash: string): TemplatePublished => ({
  type: 'TemplatePublished',
  data: {
    templateId: 'quiet-lake',
    contentHash,
    description: 'A quiet lake at dawn.',
    tags: ['nature', 'calm'],
    template: {} as TemplatePublished['data']['template'],
  },
});

const given = (...events: TemplateEvent[]): TemplateState =>
  events.reduce(evolveTemplate, initialTemplateState());
const when = (state: TemplateState, command: TemplateCommand) => decideTemplate(command, state);
const thumbnail = (contentHash: string, fileId: string): TemplateCommand => ({
  type: 'RecordTemplateThumbnail',
  data: { templateId: 'quiet-lake', contentHash, fileId },
});

describe('template decider', () => {
  it('publishes a template that was never published', () => {
    const command: TemplateCommand = { type: 'PublishTemplate', data: published('h1').data };

    expect(when(given(), command)).toEqual([published('h1')]);
  });

  it('publishes nothing when the same content is already the current version', () => {
    const command: TemplateCommand = { type: 'PublishTemplate', data: published('h1').data };

    expect(when(given(published('h1')), command)).toEqual([]);
  });

  it('publishes changed content as a new version, and the old content again after that', () => {
    const state = given(published('h1'), published('h2'));

    expect(when(state, { type: 'PublishTemplate', data: published('h1').data })).toEqual([
      published('h1'),
    ]);
  });

  it('records a thumbnail of the current version once', () => {
    const state = given(published('h1'));
    const rendered: TemplateEvent = {
      type: 'TemplateThumbnailRendered',
      data: { templateId: 'quiet-lake', contentHash: 'h1', fileId: 'file-0001' },
    };

    expect(when(state, thumbnail('h1', 'file-0001'))).toEqual([rendered]);
    expect(when(given(published('h1'), rendered), thumbnail('h1', 'file-0001'))).toEqual([]);
  });

  it('ignores a thumbnail of a version that is no longer current', () => {
    expect(when(given(published('h1'), published('h2')), thumbnail('h1', 'file-0001'))).toEqual([]);
    expect(when(given(), thumbnail('h1', 'file-0001'))).toEqual([]);
  });
});
