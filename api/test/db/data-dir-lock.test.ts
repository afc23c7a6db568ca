import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { packageRoot } from '../../src/package-root.js';

function startServer(dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(packageRoot, 'src', 'server.ts')], {
    cwd: packageRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

// Always PGlite on disk: the lock protects the embedded database.
describe('one process per PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-lock-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second server on the same data directory with a clear message and exit code 1; the first keeps serving', async () => {
    const first = startServer(dir);
    try {
      // The port is picked by the system; the server logs where it listens.
      let base = '';
      await waitFor(() => {
        base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(first.output())?.[1] ?? '';
        return base !== '';
      }, 120_000);
      const second = startServer(dir);
      const code = await second.exited;
      assert.equal(code, 1);
      assert.match(second.output(), /Cannot start: Another API process \(pid \d+ .*\) is using the database in /);
      const health = await fetch(`${base}/api/health`);
      assert.equal(health.status, 200);
      const products = await fetch(`${base}/api/products?limit=1`);
      assert.equal(products.status, 200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it('takes over a lock left by a process that no longer runs (a crash)', async () => {
    // A pid that cannot be running: larger than any pid_max.
    writeFileSync(
      join(dir, 'api.lock'),
      JSON.stringify({ pid: 2 ** 30, host: (await import('node:os')).hostname(), started: '1' }),
    );
    const app = await buildApp({ database: { kind: 'pglite', dataDir: dir }, seed: false, logger: false, serveSite: false });
    await assert.rejects(
      buildApp({ database: { kind: 'pglite', dataDir: dir }, seed: false, logger: false, serveSite: false }),
      /already open in this process/,
    );
    await app.close();
    // closed cleanly: the lock is released and the directory opens again
    const again = await buildApp({ database: { kind: 'pglite', dataDir: dir }, seed: false, logger: false, serveSite: false });
    await again.close();
  });
});
