import { DiscoveryService } from '@nestjs/core';
import type { JobDefinition } from './job-definition.js';

/** What a running job knows about itself. */
export type JobContext = {
  jobId: number;
  /** 1 on the first attempt. */
  attempt: number;
  correlationId: string | null;
};

/** The code that does one kind of job. It may run more than once, so it must be idempotent. */
export type JobHandler<Payload = unknown> = {
  readonly definition: JobDefinition<Payload>;
  run(payload: Payload, context: JobContext): Promise<void>;
};

/** Marks a provider as a job handler; the worker discovers every marked provider. */
export const HandlesJob = DiscoveryService.createDecorator<void>();
