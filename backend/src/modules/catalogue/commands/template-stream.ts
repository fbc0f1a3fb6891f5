import { ConcurrencyConflictError } from '../../../platform/event-store/concurrency-conflict.error.js';
import type { EventMetadata, RecordedEvent } from '../../../platform/event-store/event.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import {
  decideTemplate,
  evolveTemplate,
  initialTemplateState,
  type TemplateCommand,
} from '../domain/template.decider.js';
import { templateStream, type TemplateEvent } from '../domain/template.events.js';

const attempts = 3;

/**
 * Decides a command against the template's history and appends what it decided at the version
 * it read. When another process wrote first (two instances seeding at once), it decides again
 * on the new history, which usually means there is nothing left to do.
 */
export async function decideOnTemplateStream(
  store: EventStore,
  command: TemplateCommand,
  metadata: EventMetadata,
): Promise<RecordedEvent[]> {
  const streamId = templateStream(command.data.templateId);
  for (let attempt = 1; ; attempt += 1) {
    const history = await store.readStream(streamId);
    const state = history
      .map((event) => event as unknown as TemplateEvent)
      .reduce(evolveTemplate, initialTemplateState());
    const events = decideTemplate(command, state);
    const version = history.at(-1)?.streamVersion ?? 0;
    try {
      return await store.append(streamId, version, events, metadata);
    } catch (error) {
      if (!(error instanceof ConcurrencyConflictError) || attempt >= attempts) throw error;
    }
  }
}
