// Runs the real `npm run dev` script up to the point where it decides whether to start anything.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isPortFree, takenPorts } from './port-check.mjs';

const devScript = fileURLToPath(new URL('./dev.mjs', import.meta.url));
// Away from the default 3000 and the browser tests' 3100, so a running shop does not interfere.
const BASE = Number(process.env.DEV_TEST_PORT_BASE ?? 3470);

function runDev(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [devScript], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function occupy(port, host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host }, () => resolve(server));
  });
}

describe('npm run dev', () => {
  it('refuses to start, naming the port and its server, when a port of its base is taken', async () => {
    // A server bound to 127.0.0.1 only, as the browser tests' shop is.
    const blocker = await occupy(BASE + 3, '127.0.0.1');
    try {
      const { code, output } = await runDev({ PORT: String(BASE) });
      assert.equal(code, 1);
      assert.match(output, new RegExp(`Port ${BASE + 3} \\(mf-cart\\) already in use, so nothing was started`));
      assert.match(output, new RegExp(`PORT=${BASE + 100} npm run dev`));
      assert.ok(await isPortFree(BASE), 'the shell was not started');
      assert.ok(await isPortFree(BASE + 1000), 'the API was not started');
    } finally {
      blocker.close();
    }
  });

  it('refuses a PORT that is not a usable port base', async () => {
    const { code, output } = await runDev({ PORT: 'eighty' });
    assert.equal(code, 1);
    assert.match(output, /PORT=eighty is not a usable port base/);
  });
});

describe('port check', () => {
  it('sees a port taken on 127.0.0.1, on every interface, and free again once closed', async () => {
    for (const host of ['127.0.0.1', '0.0.0.0', '::']) {
      const server = await occupy(BASE + 7, host);
      assert.deepEqual(await takenPorts([BASE + 6, BASE + 7]), [BASE + 7], host);
      await new Promise((resolve) => server.close(resolve));
    }
    assert.deepEqual(await takenPorts([BASE + 6, BASE + 7]), []);
  });
});
