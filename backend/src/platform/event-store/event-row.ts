import type { Row } from '../database/database.js';
import type { EventMetadata, RecordedEvent } from './event.js';

/** Maps a row of the events table to the event it stores. */
export const toRecordedEvent = (row: Row): RecordedEvent => ({
  position: Number(row.position),
  streamId: String(row.stream_id),
  streamVersion: Number(row.stream_version),
  type: String(row.type),
  data: row.data as object,
  metadata: row.metadata as EventMetadata,
  recordedAt: new Date(row.recorded_at as string),
});
