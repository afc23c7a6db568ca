// A throw-away PostgreSQL from Debian's binaries (/usr/lib/postgresql/<version>/bin), in a temporary data
// directory, on loopback. As root it runs as the postgres user, the way .ci/run starts one.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? join(root, versions.at(-1), 'bin') : null;
  if (!bin || !existsSync(join(bin, 'pg_ctl')))
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return bin;
}

export function startLocalPostgres(port) {
  const bin = postgresBin();
  const dataDir = mkdtempSync(join(tmpdir(), 'cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  const command = (tool, args) => {
    if (!asRoot) return [join(bin, tool), args];
    const line = [join(bin, tool), ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
    return ['su', ['postgres', '-c', line]];
  };
  const run = (tool, args) => execFileSync(...command(tool, args), { stdio: 'ignore' });
  // Without blocking the event loop: the fault script keeps its load running while the server restarts.
  const runAsync = (tool, args) => promisify(execFile)(...command(tool, args));
  if (asRoot) execFileSync('chown', ['postgres', dataDir]);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${tmpdir()} -c listen_addresses=127.0.0.1`;
  const startArgs = ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start'];
  const stopArgs = ['-D', dataDir, '-m', 'fast', '-w', 'stop'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    /** starts the stopped server again (resolves when it accepts connections) */
    start: () => runAsync('pg_ctl', startArgs),
    /** a fast shutdown: open connections are terminated, as in a restart or a failover */
    stop: () => runAsync('pg_ctl', stopArgs),
    /** stops the server and removes its data directory */
    remove() {
      try {
        run('pg_ctl', stopArgs);
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
