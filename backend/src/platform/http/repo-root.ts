import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's top folder, found from this file whether it runs from source (tests) or
 * from the compiled `dist/` tree (npm start).
 */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'frontend', 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the repository folder (no frontend/package.json above).');
    dir = parent;
  }
  return dir;
}
