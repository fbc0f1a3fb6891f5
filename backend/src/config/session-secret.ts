import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the configured session secret or, when none is set, the one kept under DATA_DIR,
 * creating it on first start so that sessions survive restarts without any setup.
 */
export function resolveSessionSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'session-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails when another process created the file first; its secret then wins.
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path, 'utf8').trim();
  }
}
