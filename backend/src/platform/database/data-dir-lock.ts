import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is one process's files: a second process opening them would corrupt
 * them. This lock refuses a second process with a message that says what to do instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite.lock');
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(path, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Another process (pid ${holder}) is using the embedded database in ${dataDir}. ` +
          'Stop it first, or set DATABASE_URL so that several processes share a PostgreSQL server.',
      );
    }
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}
