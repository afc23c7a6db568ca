// Runs several long-lived commands as one: their output prefixed with their name, and when one of
// them stops, or this process is asked to stop, every one of them stops with everything it started.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} ChildSpec
 * @property {string} name     label for the output and the messages
 * @property {string} command
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [cwd]
 */

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts every child in its own process group (npm, the shell it starts and the dev server under
 * it all belong to it), so stopping reaches the whole tree, not only the npm process on top.
 *
 * @param {ChildSpec[]} specs
 * @param {{ write?: (line: string) => void, graceMs?: number }} [options]
 * @returns {{ pids: number[], stop: (reason?: string) => Promise<void>, kill: () => void,
 *   stopped: Promise<{ failed: string | null }> }}  `stopped` settles once every group is gone;
 *   `failed` names the child whose own exit caused the stop (null when asked to stop).
 */
export function superviseChildren(specs, { write = (line) => process.stdout.write(line), graceMs = 5000 } = {}) {
  const width = Math.max(...specs.map((spec) => spec.name.length)) + 3;
  let stopping = null;
  let failed = null;
  let settle;
  const stopped = new Promise((resolve) => (settle = resolve));

  const children = specs.map((spec) => {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const prefix = `[${spec.name}]`.padEnd(width);
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) if (line.trim()) write(`${prefix}${line}\n`);
      });
    }
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.once('error', (error) => write(`${prefix}could not start: ${error.message}\n`));
    exited.then(({ code, signal }) => {
      if (stopping) return;
      failed = spec.name;
      void stop(`${spec.name} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    });
    return { spec, child, exited };
  });

  async function stopGroup({ spec, child, exited }) {
    if (child.pid === undefined) return;
    signalGroup(child.pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    await Promise.race([exited, sleep(graceMs)]);
    // The npm process on top may be gone while the server it started is still shutting down.
    while (groupAlive(child.pid) && Date.now() < deadline) await sleep(50);
    if (groupAlive(child.pid)) {
      write(`${spec.name} did not stop within ${graceMs} ms; killed\n`);
      signalGroup(child.pid, 'SIGKILL');
    }
    await exited;
  }

  function stop(reason) {
    stopping ??= (async () => {
      if (reason) write(`${reason}\n`);
      await Promise.all(children.map(stopGroup));
      settle({ failed });
    })();
    return stopping;
  }

  function kill() {
    for (const { child } of children) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
  }

  return { pids: children.map(({ child }) => child.pid), stop, kill, stopped };
}

/**
 * SIGINT, SIGTERM and SIGHUP stop every child (the caller awaits `stopped`, then exits); a second
 * signal while they stop kills them at once.
 */
export function stopOnSignals(supervisor) {
  let received = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (received) {
        supervisor.kill();
        process.exit(1);
      }
      received = true;
      void supervisor.stop(`${signal}: stopping every dev server...`);
    });
  }
}
