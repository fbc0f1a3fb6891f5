import { AsyncLocalStorage } from 'node:async_hooks';

/** What the app knows about the HTTP request being served, wherever it is in the call stack. */
export type RequestContext = { requestId: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served, or null outside a request (jobs, scripts). */
export const currentRequestId = (): string | null => requestContext.getStore()?.requestId ?? null;
