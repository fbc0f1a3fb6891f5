import { Injectable } from '@nestjs/common';
import type { Tx } from '../../backend/src/platform/database/database.js';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event.js';
import {
  Projection,
  type InlineProjection,
} from '../../backend/src/platform/projections/inline-projection.js';

/** A projection for platform tests: how many events of each stream it has seen, and the last. */
@Projection()
@Injectable()
export class StreamTallyProjection implements InlineProjection {
  readonly name = 'stream-tally';
  readonly tables = ['test_stream_tally'];
  readonly eventTypes = ['ThingHappened', 'ThingBroke'];

  static readonly createTable =
    'create table test_stream_tally (stream_id text primary key, events integer not null, last_type text not null, last_data jsonb not null)';

  async apply(event: RecordedEvent, tx: Tx): Promise<void> {
    if (event.type === 'ThingBroke') throw new Error('The projection refused ThingBroke.');
    await tx.execute(
      `insert into test_stream_tally (stream_id, events, last_type, last_data) values (?, 1, ?, ?::jsonb)
       on conflict (stream_id) do update set events = test_stream_tally.events + 1, last_type = excluded.last_type, last_data = excluded.last_data`,
      [event.streamId, event.type, JSON.stringify(event.data)],
    );
  }
}
