import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../backend/src/app.module.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { FlakyJobHandler } from './test-jobs.js';

/**
 * A real worker process for the crash test: it takes flaky jobs and never finishes them, so
 * the test can kill it mid-job. Started from the swc-compiled copy of this file.
 */
const config = loadConfig({ ...process.env, ROLE: 'worker', LOG_LEVEL: 'fatal' });

@Module({ imports: [AppModule.forRoot(config)], providers: [FlakyJobHandler] })
class CrashWorkerModule {}

const context = await NestFactory.createApplicationContext(CrashWorkerModule, { logger: false });
context.get(FlakyJobHandler).hold = new Promise<void>(() => undefined);
await context.init();
process.stdout.write('worker started\n');
