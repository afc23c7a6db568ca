// N API processes on one PostgreSQL behind HAProxy: the pieces `npm run cluster` and `npm run faults` share.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { writeHaproxyConfig } from './haproxy-config.mjs';

export const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = join(repoDir, 'api', 'dist', 'src', 'server.js');
export const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';
/** How long a stopping instance keeps answering while its health says 503 (HAProxy checks every second, 2 failures). */
export const DRAIN_MS = 3000;

/** Resolves when `url` answers 200, or throws after `timeoutMs`. */
export async function waitForHealth(url, timeoutMs = 120_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${url} answered`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Starts the instances and HAProxy. `log(name, line)` receives each process's output.
 * @returns a handle: url, instances, restartInstance(i), killInstance(i), startInstance(i), stop()
 */
export async function startCluster({
  databaseUrl,
  instances = 3,
  port = 3000,
  instancePortBase = port + 10,
  log,
  environment = {},
}) {
  const workDir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const frontUrl = `http://localhost:${port}`;
  const slots = Array.from({ length: instances }, (_, i) => ({ name: `api${i + 1}`, port: instancePortBase + i, child: null }));
  const children = new Set();
  const pipe = (name, child) => {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) if (line) log(name, line);
      });
    }
  };

  const startInstance = async (i) => {
    const slot = slots[i];
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: join(repoDir, 'api'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...environment,
        PORT: String(slot.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        // HAProxy adds X-Forwarded-For: per-address limits see the client, not the balancer.
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        ALLOWED_ORIGINS: [frontUrl, `http://127.0.0.1:${port}`, environment.ALLOWED_ORIGINS].filter(Boolean).join(','),
      },
    });
    slot.child = child;
    children.add(child);
    child.on('exit', () => children.delete(child));
    pipe(slot.name, child);
    await waitForHealth(`http://127.0.0.1:${slot.port}/api/health`, 180_000, child);
  };

  /** SIGTERM: the instance drains (health 503, requests still served), finishes in-flight requests and exits. */
  const stopInstance = async (i, signal = 'SIGTERM') => {
    const child = slots[i].child;
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };

  let haproxy = null;
  const stop = async () => {
    if (haproxy && haproxy.exitCode === null) {
      const exited = once(haproxy, 'exit');
      haproxy.kill('SIGUSR1'); // soft stop: finishes the connections it has
      await Promise.race([exited, delay(5000)]);
      if (haproxy.exitCode === null) haproxy.kill('SIGTERM');
    }
    await Promise.all(slots.map((_, i) => stopInstance(i)));
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // The first instance migrates and seeds alone (the others would wait for its lock anyway), so its log says what happens.
    await startInstance(0);
    await Promise.all(slots.slice(1).map((_, i) => startInstance(i + 1)));
    const config = writeHaproxyConfig(workDir, { port, instances: slots });
    haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(haproxy);
    pipe('haproxy', haproxy);
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 30_000, haproxy);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: frontUrl,
    instances: slots,
    haproxy,
    startInstance,
    stopInstance,
    /** a graceful restart: drain and stop, then start again and wait until it is healthy */
    async restartInstance(i) {
      await stopInstance(i, 'SIGTERM');
      await startInstance(i);
    },
    killInstance: (i) => stopInstance(i, 'SIGKILL'),
    stop,
  };
}
