// Starts the real shop (built front ends + API on a fresh PGlite database) for the browser tests.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PACKAGES, buildStalePackages } from '../../scripts/stale-builds.mjs';
import { readDefaultRemotesMap } from 'shared-ui/build/slice-remotes-maps';

export const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds what is missing or older than its sources, so the tests never run an old dist/. */
export function buildIfStale() {
  return buildStalePackages(repoDir, SITE_PACKAGES);
}

/** Where the run's seeded template database is (support/global-setup.mjs); unset, each shop seeds its own. */
const TEMPLATE_DATA_DIR_VARIABLE = 'E2E_TEMPLATE_DATA_DIR';

/**
 * Starts a shop on a new data directory, lets it migrate and seed, and stops it: the browser test files'
 * shops start from copies of it. A new embedded database runs initdb (about 6 s here, three times that
 * while two test files run), then migrations and the seed; a copy of this one opens in about a second,
 * with the catalogue every fresh shop seeds.
 * @param {string} dir an empty or missing directory; the seeded database is left in it
 */
export async function prepareTemplateDataDir(dir) {
  const shop = await startShop({ port: 99, dataDir: dir });
  await shop.stop();
  process.env[TEMPLATE_DATA_DIR_VARIABLE] = dir;
}

/**
 * @param {{ port?: number, dataDir?: string, env?: Record<string, string>, logFile?: string }} [options] port offset
 *   from E2E_PORT_BASE (default 3100); dataDir: an existing database to serve (kept), instead of a fresh one
 *   (a copy of the run's template, prepareTemplateDataDir, when there is one);
 *   env: variables set over the tests' (e.g. the bench's `LOG_LEVEL: 'info'`, as `npm start` runs);
 *   logFile: where the server's output goes instead of this process's
 * @returns {Promise<{ baseUrl: string, remotesConfig: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startShop({ port = 0, dataDir = undefined, env = {}, logFile = undefined } = {}) {
  // E2E_PORT_BASE moves every browser test's server, so two checkouts can run their suites at once.
  port += Number(process.env.E2E_PORT_BASE ?? 3100);
  // Test files run two at a time, each on its own offset: a port already taken would have the health
  // check below answered by another file's shop.
  await assertPortFree(port);
  await buildIfStale();
  const workDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const template = process.env[TEMPLATE_DATA_DIR_VARIABLE];
  if (!dataDir && template) cpSync(template, join(workDir, 'data'), { recursive: true });
  // A private copy of the default remotes map: tests edit it to break and mend a remote at run time.
  const remotesConfig = join(workDir, 'remotes.json');
  writeFileSync(remotesConfig, `${JSON.stringify(readDefaultRemotesMap(), null, 2)}\n`);
  const baseUrl = `http://localhost:${port}`;
  const output = logFile ? openSync(logFile, 'a') : 'inherit';
  const server = spawn(process.execPath, [join(repoDir, 'api', 'dist', 'src', 'server.js')], {
    cwd: join(repoDir, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? join(workDir, 'data'),
      DATABASE_URL: '',
      REMOTES_CONFIG: remotesConfig,
      ALLOWED_ORIGINS: `${baseUrl},http://127.0.0.1:${port}`,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`shop server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('shop server did not become healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    remotesConfig,
    pid: /** @type {number} */ (server.pid),
    stop: async () => {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      if (typeof output === 'number') closeSync(output);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** @param {number} port */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: give this test file a port offset no other file uses`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)));
  });
}
