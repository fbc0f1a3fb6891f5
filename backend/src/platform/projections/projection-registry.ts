import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Tx } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event.js';
import { discoverMarked } from '../discover-marked.js';
import { Projection, type InlineProjection } from './inline-projection.js';

/** Every inline projection of the app, found among the providers marked @Projection(). */
@Injectable()
export class ProjectionRegistry implements OnModuleInit {
  private projections: InlineProjection[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.projections = discoverMarked<InlineProjection>(this.discovery, Projection);
    const tables = this.projections.flatMap((projection) => projection.tables);
    const duplicate = tables.find((table, index) => tables.indexOf(table) !== index);
    if (duplicate) throw new Error(`Two projections claim the table ${duplicate}.`);
  }

  all(): readonly InlineProjection[] {
    return this.projections;
  }

  /** Applies events to every projection that handles them, inside the caller's transaction. */
  async apply(events: readonly RecordedEvent[], tx: Tx): Promise<void> {
    for (const event of events) {
      for (const projection of this.projections) {
        if (projection.eventTypes.includes(event.type)) await projection.apply(event, tx);
      }
    }
  }
}
