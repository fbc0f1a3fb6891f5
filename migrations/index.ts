import { CreateEventStoreAndJobs } from './20261122030000_create-event-store-and-jobs.js';

/** Every migration in the order it applies; the one way the schema changes. */
export const migrations = [CreateEventStoreAndJobs];
