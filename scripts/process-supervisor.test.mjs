import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { superviseChildren } from './process-supervisor.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'supervisor-'));
const started = [];
after(() => {
  rmSync(scratch, { recursive: true, force: true });
  // Only if a test failed: leave no fake server behind.
  for (const pid of started.filter(running)) process.kill(pid, 'SIGKILL');
});
const supervisorModule = fileURLToPath(new URL('./process-supervisor.mjs', import.meta.url));

/** A fake dev server: starts a grandchild (as npm starts webpack) and says both pids. */
function fakeServer({ ignoreSigterm = false, exitAfterMs = null } = {}) {
  const code = `
    const { spawn } = require('node:child_process');
    const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    ${ignoreSigterm ? "process.on('SIGTERM', () => {});" : ''}
    console.log('pids ' + process.pid + ' ' + grandchild.pid);
    ${exitAfterMs === null ? 'setInterval(() => {}, 1000);' : `setTimeout(() => process.exit(3), ${exitAfterMs});`}
  `;
  return { command: process.execPath, args: ['-e', code] };
}

/** Dead or a zombie waiting to be reaped: either way, no longer running. */
function running(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

function collectPids(output, count) {
  const pids = [...output.matchAll(/pids (\d+) (\d+)/g)].flatMap((match) => [Number(match[1]), Number(match[2])]);
  if (pids.length < count * 2) return null;
  started.push(...pids);
  return pids;
}

async function waitFor(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('process supervisor', () => {
  it('stops every child and everything it started when the supervising process gets SIGTERM', async () => {
    const harness = join(scratch, 'harness.mjs');
    writeFileSync(
      harness,
      `import { superviseChildren, stopOnSignals } from ${JSON.stringify(supervisorModule)};
       const fake = ${fakeServer.toString()};
       const supervisor = superviseChildren([{ name: 'one', ...fake() }, { name: 'two', ...fake({ ignoreSigterm: true }) }], { graceMs: 1000 });
       stopOnSignals(supervisor);
       const { failed } = await supervisor.stopped;
       console.log('All dev servers stopped.');
       process.exit(failed ? 1 : 0);`,
    );
    const parent = spawn(process.execPath, [harness], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    parent.stdout.on('data', (chunk) => (output += chunk));
    parent.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => parent.once('exit', (code) => resolve(code)));

    const pids = await waitFor(() => collectPids(output, 2), 'both fake servers to start');
    assert.ok(pids.every(running));
    parent.kill('SIGTERM');

    assert.equal(await exited, 0);
    assert.match(output, /SIGTERM: stopping every dev server/);
    assert.match(output, /two did not stop within 1000 ms; killed/);
    assert.match(output, /All dev servers stopped/);
    assert.deepEqual(pids.filter(running), [], 'no child or grandchild is left running');
  });

  it('stops the others, and names the culprit, when one child exits on its own', async () => {
    let output = '';
    const supervisor = superviseChildren(
      [
        { name: 'steady', ...fakeServer() },
        { name: 'crashing', ...fakeServer({ exitAfterMs: 500 }) },
      ],
      { write: (line) => (output += line), graceMs: 1000 },
    );
    const pids = await waitFor(() => collectPids(output, 2), 'both fake servers to start');
    const { failed } = await supervisor.stopped;
    assert.equal(failed, 'crashing');
    assert.match(output, /crashing stopped \(exit code 3\); stopping the others/);
    assert.deepEqual(pids.filter(running), []);
  });

  it("prefixes every line of a child's output with its name", async () => {
    let output = '';
    const supervisor = superviseChildren([{ name: 'api', ...fakeServer({ exitAfterMs: 100 }) }], {
      write: (line) => (output += line),
    });
    await supervisor.stopped;
    assert.match(output, /^\[api\] +pids \d+ \d+$/m);
  });
});
