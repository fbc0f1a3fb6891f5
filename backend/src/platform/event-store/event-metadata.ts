import { randomUUID } from 'node:crypto';
import { currentRequestId } from '../http/request-context.js';
import type { EventMetadata } from './event.js';

/**
 * Metadata for events recorded on behalf of `actor`. Within an HTTP request the request id
 * correlates everything the request sets off; elsewhere a fresh correlation id starts.
 */
export function eventMetadata(actor: string, causationId: string | null = null): EventMetadata {
  const requestId = currentRequestId();
  return { actor, correlationId: requestId ?? randomUUID(), causationId, requestId };
}
