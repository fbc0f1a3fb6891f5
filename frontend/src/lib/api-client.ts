/** An answer of the server that was not ok; `error` is the sentence it gave, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverError: string | null,
  ) {
    super(serverError ?? `The server answered ${status}.`);
  }
}

/** A request that never reached the server or never came back. */
export class NetworkError extends Error {}

type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Adds the session's CSRF token as the x-csrf-token header (every state-changing call). */
  withCsrf?: boolean;
};

/** The session's CSRF token, fetched fresh: it changes whenever the session does. */
export async function fetchCsrfToken(): Promise<string> {
  const { csrfToken } = await apiRequest<{ csrfToken: string }>('/api/auth/csrf');
  return csrfToken;
}

/** Calls the app's own API with the session cookie and reads the JSON answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.withCsrf) headers['x-csrf-token'] = await fetchCsrfToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'The request failed.');
  }
  const payload: unknown = response.headers.get('content-type')?.includes('application/json')
    ? await response.json().catch(() => null)
    : null;
  if (!response.ok) {
    const serverError =
      payload &&
      typeof payload === 'object' &&
      typeof (payload as { error?: unknown }).error === 'string'
        ? (payload as { error: string }).error
        : null;
    throw new ApiError(response.status, serverError);
  }
  return payload as T;
}
