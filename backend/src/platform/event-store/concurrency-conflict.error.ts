/**
 * Raised when a stream moved on since the writer read it: the write is refused whole,
 * never merged silently. The HTTP layer answers 409.
 */
export class ConcurrencyConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(
      `Stream ${streamId} is at version ${actualVersion ?? 'unknown'}, not ${expectedVersion}: ` +
        'it was changed by someone else in the meantime.',
    );
  }
}
