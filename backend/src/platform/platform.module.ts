import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Clock, SystemClock } from './clock/clock.js';
import { Database } from './database/database.js';
import { HealthController } from './http/health.controller.js';
import { EventStore } from './event-store/event-store.js';
import { JobQueue } from './jobs/job-queue.js';
import { JobWorker } from './jobs/job-worker.js';
import { ProjectionRegistry } from './projections/projection-registry.js';
import { ProjectionReplayer } from './projections/projection-replayer.js';
import { ShutdownLogger } from './shutdown-logger.js';

const services = [
  Database,
  EventStore,
  JobQueue,
  JobWorker,
  ProjectionRegistry,
  ProjectionReplayer,
];

/** The mechanisms every module builds on: database, event store, projections, jobs, time. */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [HealthController],
  providers: [{ provide: Clock, useClass: SystemClock }, ShutdownLogger, ...services],
  exports: [Clock, ...services],
})
export class PlatformModule {}
