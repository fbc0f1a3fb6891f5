import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { createCommandContext } from '../bootstrap.js';
import { InvalidConfigError, loadConfig } from '../config/app-config.js';
import { lockDataDir } from '../platform/database/data-dir-lock.js';
import { databaseKind } from '../platform/database/orm-options.js';

/**
 * Runs a one-off command against the configured database and exits: 0 when it succeeded,
 * 1 with a one-line reason otherwise.
 */
export function runCommand(command: (context: INestApplicationContext) => Promise<boolean>): void {
  const execute = async (): Promise<boolean> => {
    const config = loadConfig(process.env);
    const unlock =
      databaseKind(config) === 'pglite' ? lockDataDir(config.dataDir) : () => undefined;
    const context = await createCommandContext({ ...config, logLevel: 'warn' });
    try {
      return await command(context);
    } finally {
      await context.close();
      unlock();
    }
  };
  execute()
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch((error: unknown) => {
      console.error(
        error instanceof InvalidConfigError || error instanceof Error ? error.message : error,
      );
      process.exit(1);
    });
}
