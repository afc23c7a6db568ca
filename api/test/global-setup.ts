// Runs in each lane of `npm test -w api` (scripts/run-tests.mjs) before its test files: the migrated PGlite
// template they start from.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

let folder: string | undefined;

export async function globalSetup() {
  // On PostgreSQL (DATABASE_URL) every file creates a database on the server: no template to make.
  if (process.env.DATABASE_URL) return;
  // The runner loads this file before `--import tsx` applies: the helpers' imports need tsx's resolution.
  const unregister = register();
  const { createMigratedTemplate, TEMPLATE_FILE_VARIABLE } = await import('./helpers/pglite-template.js');
  await unregister();
  folder = await mkdtemp(join(tmpdir(), 'api-test-template-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await createMigratedTemplate()).arrayBuffer()));
  // The test files run in child processes started after this, with this environment.
  process.env[TEMPLATE_FILE_VARIABLE] = file;
}

export async function globalTeardown() {
  if (folder) await rm(folder, { recursive: true, force: true });
}
