import type { z } from 'zod';

/**
 * What a kind of job is, apart from the code that does it: its stored name, the schema its
 * payload must satisfy, and how persistently it is retried before it is dead-lettered.
 */
export type JobDefinition<Payload> = {
  /** Stored with every job; a breaking payload change gets a new version, never a reuse. */
  readonly key: string;
  readonly schema: z.ZodType<Payload>;
  readonly maxAttempts: number;
  readonly backoff: { readonly initialMs: number; readonly maxMs: number };
  /** How long a worker holds a job before others may assume it died; renewed while running. */
  readonly leaseMs: number;
};

export function defineJob<Payload>(options: {
  name: string;
  version: number;
  schema: z.ZodType<Payload>;
  maxAttempts?: number;
  backoff?: { initialMs: number; maxMs: number };
  leaseMs?: number;
}): JobDefinition<Payload> {
  return {
    key: `${options.name}.v${options.version}`,
    schema: options.schema,
    maxAttempts: options.maxAttempts ?? 8,
    backoff: options.backoff ?? { initialMs: 1_000, maxMs: 10 * 60_000 },
    leaseMs: options.leaseMs ?? 60_000,
  };
}

/** One job to enqueue. A dedupe key makes enqueueing idempotent: a second request is ignored. */
export type JobRequest<Payload = unknown> = {
  definition: JobDefinition<Payload>;
  payload: Payload;
  dedupeKey?: string;
  runAt?: Date;
};

/** Delay before the next attempt: doubling from the initial delay, capped. */
export function backoffDelay(definition: JobDefinition<unknown>, attemptsMade: number): number {
  const { initialMs, maxMs } = definition.backoff;
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, attemptsMade - 1));
}
