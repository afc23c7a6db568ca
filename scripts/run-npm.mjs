import { spawn } from 'node:child_process';

/**
 * Runs npm with `args` and answers its exit code and its output (stdout and stderr as they came).
 * `live`: also pass the output on as it comes, rather than leave printing it to the caller.
 * @param {string[]} args
 * @param {{ live?: boolean, cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function runNpm(args, { live = false, cwd = process.cwd(), env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (live) sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.once('close', (code) => resolve({ code, output }));
  });
}
