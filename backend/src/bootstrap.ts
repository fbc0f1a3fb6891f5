import { join } from 'node:path';
import cookieParser from 'cookie-parser';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM, type Options } from '@mikro-orm/core';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { applyMigrations } from './platform/database/apply-migrations.js';
import { ApiExceptionFilter } from './platform/http/api-exception.filter.js';
import { repoRoot } from './platform/http/repo-root.js';
import { logRequests } from './platform/http/request-logging.middleware.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { loadSpaAssets, serveSpa } from './platform/http/spa.js';
import { createLogger } from './platform/logger.js';

/**
 * Builds the HTTP app: request logs, security headers, the built browser app, JSON errors.
 * The schema is migrated before any module starts, so workers never see an old schema.
 */
export async function createHttpApp(
  config: AppConfig,
  ormOverrides: Partial<Options> = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, ormOverrides),
    {
      logger: createLogger(config.logLevel),
    },
  );
  await prepareHttpApp(app, config);
  return app;
}

/** The largest JSON body accepted; larger ones get a 413 that says so. */
export const jsonBodyLimit = '1mb';

/** Everything an HTTP app needs around its modules; tests call it on their own test modules. */
export async function prepareHttpApp(
  app: NestExpressApplication,
  config: AppConfig,
): Promise<void> {
  const assets = loadSpaAssets(join(repoRoot(), 'frontend', 'dist'), {
    supportEmail: config.supportEmail,
  });
  app.use(logRequests);
  app.use(cookieParser());
  // Saved edits of a long pamphlet can exceed Express's 100 kB default; 1 MB still bounds them.
  app.useBodyParser('json', { limit: jsonBodyLimit });
  app.use(securityHeaders(assets.scriptHashes, config.appUrl));
  app.use(serveSpa(assets));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  await applyMigrations(app.get(MikroORM));
}

/** Builds the app without HTTP or job worker, for one-off commands such as replay. */
export async function createCommandContext(config: AppConfig): Promise<INestApplicationContext> {
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, role: 'web' }),
    { logger: createLogger(config.logLevel) },
  );
  await applyMigrations(context.get(MikroORM));
  await context.init();
  return context;
}

/** Builds a process that only works the job queue. */
export async function createWorkerContext(
  config: AppConfig,
  ormOverrides: Partial<Options> = {},
): Promise<INestApplicationContext> {
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, ormOverrides),
    {
      logger: createLogger(config.logLevel),
    },
  );
  context.enableShutdownHooks();
  await applyMigrations(context.get(MikroORM));
  return context;
}
