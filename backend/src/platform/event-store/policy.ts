import { DiscoveryService } from '@nestjs/core';
import type { JobRequest } from '../jobs/job-definition.js';
import type { RecordedEvent } from './event.js';

/**
 * A reaction to events that has side effects: it names the durable jobs to enqueue, and the
 * event store enqueues them in the transaction that records the events.
 */
export type Policy = {
  readonly eventTypes: readonly string[];
  jobsFor(event: RecordedEvent): JobRequest[];
};

/** Marks a provider as a policy; the event store discovers every marked provider. */
export const ReactsToEvents = DiscoveryService.createDecorator<void>();
