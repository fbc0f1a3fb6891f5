#!/usr/bin/env node
// Serves the built app for the browser journeys: port 3100, a throwaway data folder, quiet logs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/backend/src/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    APP_URL: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
