import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder, found from this file's location rather than the working directory,
 * so `tsx src/server.ts` and the built `node dist/src/server.js` find migrations the same way.
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && JSON.parse(readFileSync(candidate, 'utf8')).name === 'api') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('api package root not found');
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = join(packageRoot, 'drizzle');
