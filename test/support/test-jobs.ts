import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { defineJob } from '../../backend/src/platform/jobs/job-definition.js';
import {
  HandlesJob,
  type JobContext,
  type JobHandler,
} from '../../backend/src/platform/jobs/job-handler.js';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event.js';
import { ReactsToEvents, type Policy } from '../../backend/src/platform/event-store/policy.js';

export const flakyJob = defineJob({
  name: 'test.flaky',
  version: 1,
  schema: z.object({ label: z.string(), failuresBeforeSuccess: z.number().int() }),
  maxAttempts: 4,
  backoff: { initialMs: 1_000, maxMs: 60_000 },
  leaseMs: 30_000,
});

/** Fails a set number of times, then succeeds; remembers every attempt it saw. */
@HandlesJob()
@Injectable()
export class FlakyJobHandler implements JobHandler<z.infer<typeof flakyJob.schema>> {
  readonly definition = flakyJob;
  readonly attempts: { label: string; attempt: number }[] = [];
  /** When set, the next run waits here until the test lets it go. */
  hold: Promise<void> | null = null;

  async run(payload: z.infer<typeof flakyJob.schema>, context: JobContext): Promise<void> {
    this.attempts.push({ label: payload.label, attempt: context.attempt });
    if (this.hold) await this.hold;
    if (context.attempt <= payload.failuresBeforeSuccess) {
      throw new Error(`${payload.label} failed on attempt ${context.attempt}`);
    }
  }
}

/** Enqueues a flaky job for every ThingHappened event that asks for one. */
@ReactsToEvents()
@Injectable()
export class EnqueueFlakyJobWhenThingHappenedPolicy implements Policy {
  readonly eventTypes = ['ThingHappened'];

  jobsFor(event: RecordedEvent) {
    const data = event.data as { enqueue?: string };
    if (!data.enqueue) return [];
    return [
      {
        definition: flakyJob,
        payload: { label: data.enqueue, failuresBeforeSuccess: 0 },
        dedupeKey: `flaky:${event.streamId}:${event.streamVersion}`,
      },
    ];
  }
}
