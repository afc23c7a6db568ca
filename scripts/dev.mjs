// `npm run dev`: the API and every app's dev server with hot reload, on ports counted from a base
// (PORT, default 3000): shell on PORT, the remotes on PORT+1..PORT+5, the API on PORT+1000.
// Stops, with all it started, when one of them stops or on Ctrl-C / SIGTERM.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takenPorts } from './port-check.mjs';
import { stopOnSignals, superviseChildren } from './process-supervisor.mjs';

const require = createRequire(import.meta.url);
const { DEFAULT_PORT_BASE, devOrigins, devServersAt, parsePortBase } = require('../shared-ui/build/dev-ports.cjs');
const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..');

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Node ${process.versions.node}: run through npm so the project's Node 24 is used.`);
  process.exit(1);
}

let base;
try {
  base = process.env.PORT ? parsePortBase(process.env.PORT, 'PORT') : DEFAULT_PORT_BASE;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const servers = devServersAt(base);
const taken = await takenPorts(servers.map((server) => server.port));
if (taken.length > 0) {
  const owners = servers.filter((server) => taken.includes(server.port)).map((server) => `${server.port} (${server.pkg})`);
  console.error(
    `Port${taken.length > 1 ? 's' : ''} ${owners.join(', ')} already in use, so nothing was started.\n` +
      `Stop what listens there, or move every dev server with a port base: PORT=${base + 100} npm run dev`,
  );
  process.exit(1);
}

const apiPort = servers.find((server) => server.pkg === 'api').port;
const allowedOrigins = [process.env.ALLOWED_ORIGINS, ...devOrigins(base)].filter(Boolean).join(',');
const supervisor = superviseChildren(
  servers.map(({ pkg }) => ({
    name: pkg,
    command: 'npm',
    args: ['run', 'dev', '-w', pkg],
    cwd: repoDir,
    env: {
      ...process.env,
      SHOP_DEV_PORT_BASE: String(base),
      ...(pkg === 'api' ? { PORT: String(apiPort), ALLOWED_ORIGINS: allowedOrigins } : {}),
    },
  })),
);
stopOnSignals(supervisor);

const remotes = servers.filter((server) => server.pkg.startsWith('mf-'));
console.log(
  `Shop (dev): http://localhost:${base} (or http://127.0.0.1:${base}); ` +
    `remotes on :${remotes[0].port}-${remotes.at(-1).port}, API on :${apiPort}. Ctrl-C stops everything.`,
);

const { failed } = await supervisor.stopped;
console.log('All dev servers stopped.');
process.exit(failed ? 1 : 0);
