import { DiscoveryService } from '@nestjs/core';
import type { Tx } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event.js';

/**
 * A read model kept up to date in the same transaction as the events it reads, so a user sees
 * their own change at once. It must be rebuildable from the events alone: `apply` may touch
 * only the tables it lists, by unqualified name (replay points them at fresh copies).
 */
export type InlineProjection = {
  readonly name: string;
  readonly tables: readonly string[];
  readonly eventTypes: readonly string[];
  apply(event: RecordedEvent, tx: Tx): Promise<void>;
};

/** Marks a provider as an inline projection; the registry discovers every marked provider. */
export const Projection = DiscoveryService.createDecorator<void>();
