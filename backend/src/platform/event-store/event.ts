/** Who caused an event and why: carried on every event, never personal data. */
export type EventMetadata = {
  /** The user id, guest session id or `system` that caused the event. */
  actor: string;
  /** Shared by every event and job that one user action set off. */
  correlationId: string;
  /** The event or command that directly caused this one, when there is one. */
  causationId: string | null;
  /** The HTTP request that caused it, when there is one. */
  requestId: string | null;
};

/** An event about to be appended: its stored type string never changes once released. */
export type NewEvent<Type extends string = string, Data extends object = object> = {
  type: Type;
  data: Data;
};

/** An event as stored, with its place in its stream and in the global log. */
export type RecordedEvent<E extends NewEvent = NewEvent> = E & {
  position: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
};

/**
 * The stream version the writer last saw: 0 when it expects the stream not to exist yet.
 * `any` appends wherever the stream is now, for writers that cannot conflict in meaning.
 */
export type ExpectedVersion = number | 'any';
