import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { InvalidConfigError, loadConfig, servesHttp, type AppConfig } from './config/app-config.js';
import { createHttpApp, createWorkerContext } from './bootstrap.js';
import { TemplateSeeder } from './modules/catalogue/index.js';
import { lockDataDir } from './platform/database/data-dir-lock.js';
import { databaseKind } from './platform/database/orm-options.js';

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const startedAt = performance.now();
  if (databaseKind(config) === 'pglite') {
    const unlock = lockDataDir(config.dataDir);
    process.on('exit', unlock);
  }
  const logger = new Logger('Start');
  if (!servesHttp(config)) {
    const context = await createWorkerContext(config);
    await context.init();
    logger.log(`Worker started in ${Math.round(performance.now() - startedAt)} ms.`);
    return;
  }
  const app = await createHttpApp(config);
  await app.init();
  // Before listening, so the first visitor already sees the catalogue. A bad template stops here.
  await app.get(TemplateSeeder).seed();
  try {
    await app.listen(config.port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${config.port} is already in use: stop the other program or set PORT to a free port.`,
    );
    await app.close();
    process.exit(1);
  }
  logger.log(
    `Pamphlet Studio is ready at ${config.appUrl} (role ${config.role}, ${databaseKind(config)}) ` +
      `after ${Math.round(performance.now() - startedAt)} ms.`,
  );
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
