import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { APP_CONFIG } from '../../config/config.module.js';
import { runsJobs, type AppConfig } from '../../config/app-config.js';
import { discoverMarked } from '../discover-marked.js';
import { HandlesJob, type JobHandler } from './job-handler.js';
import { JobQueue, type Job } from './job-queue.js';

const idlePollMs = 250;
const shutdownGraceMs = 30_000;

/**
 * Takes jobs from the queue and runs their handlers, several at a time. Started on processes
 * whose ROLE includes work; on shutdown it stops taking jobs and lets running ones finish.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Unique per process, so a lease names the worker that holds it. */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly logger = new Logger(JobWorker.name);
  private handlers = new Map<string, JobHandler>();
  private loops: Promise<void>[] = [];
  private isRunning = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.handlers = new Map(
      discoverMarked<JobHandler>(this.discovery, HandlesJob).map((handler) => [
        handler.definition.key,
        handler,
      ]),
    );
    if (runsJobs(this.config)) this.start(this.config.renderConcurrency);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(concurrency: number): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.loops = Array.from({ length: concurrency }, () => this.loop());
  }

  async stop(): Promise<void> {
    this.isRunning = false;
    await Promise.race([
      Promise.all(this.loops),
      sleep(shutdownGraceMs, undefined, { ref: false }),
    ]);
    this.loops = [];
  }

  /** Takes and runs one due job; false when none was due. Tests drive the queue with it. */
  async workOnce(): Promise<boolean> {
    const job = await this.queue.claim(this.id, [...this.handlers.keys()], (name) =>
      this.leaseFor(name),
    );
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /** Runs due jobs until none is left. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.workOnce()) count += 1;
    return count;
  }

  private async loop(): Promise<void> {
    while (this.isRunning) {
      try {
        if (!(await this.workOnce())) await sleep(idlePollMs);
      } catch (error) {
        // The database may be briefly unreachable; keep the loop alive and try again.
        this.logger.error(`Job loop error: ${describe(error)}`);
        await sleep(idlePollMs * 4);
      }
    }
  }

  private leaseFor(name: string): number {
    return this.handlers.get(name)?.definition.leaseMs ?? 60_000;
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) {
      await this.queue.fail(job, this.id, `No handler is registered for ${job.name}.`, null);
      return;
    }
    if (job.attempts > job.maxAttempts) {
      await this.queue.fail(job, this.id, 'The worker stopped during the last attempt.', null);
      return;
    }
    const payload = handler.definition.schema.safeParse(job.payload);
    if (!payload.success) {
      await this.queue.fail(job, this.id, `Invalid payload: ${payload.error.message}`, null);
      return;
    }
    const leaseMs = handler.definition.leaseMs;
    const heartbeat = setInterval(() => {
      this.queue.renewLease(job, this.id, leaseMs).catch((error: unknown) => {
        this.logger.warn(`Could not renew the lease of job ${job.id}: ${describe(error)}`);
      });
    }, leaseMs / 3);
    try {
      await handler.run(payload.data, {
        jobId: job.id,
        attempt: job.attempts,
        correlationId: job.correlationId,
      });
      await this.queue.complete(job, this.id);
    } catch (error) {
      const status = await this.queue.fail(job, this.id, describe(error), handler.definition);
      const log = status === 'dead' ? 'error' : 'warn';
      this.logger[log](
        `Job ${job.id} (${job.name}) failed on attempt ${job.attempts}/${job.maxAttempts}: ${describe(error)}` +
          (status === 'dead' ? ' — dead-lettered.' : ' — will retry.'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
