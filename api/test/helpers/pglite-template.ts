import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/package-root.js';

/** Where the test run's template lives (set by test/global-setup.ts for every test file it runs). */
export const TEMPLATE_FILE_VARIABLE = 'API_TEST_PGLITE_TEMPLATE';

/**
 * An empty PGlite cluster with every migration applied, as a `dumpDataDir` tarball. A new cluster runs
 * initdb inside WebAssembly (3-6 s here); one started from this dump is ready in about 1 s, with the
 * same schema and migration history, so each test file's database is still its own and migrated.
 */
export async function createMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

let template: Promise<Blob> | undefined;

/** The run's template (made once by the global setup), or one made here when a file runs on its own. */
export function migratedTemplate(): Promise<Blob> {
  const file = process.env[TEMPLATE_FILE_VARIABLE];
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : createMigratedTemplate();
  return template;
}
