import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import type { LogLevel } from '../config/app-config.js';

const severity: readonly LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** One JSON object per line, at LOG_LEVEL and above, for log collectors and people alike. */
export function createLogger(level: LogLevel): ConsoleLogger {
  const logLevels: NestLogLevel[] = severity.slice(0, severity.indexOf(level) + 1);
  return new ConsoleLogger({ json: true, logLevels });
}
