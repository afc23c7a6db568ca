// `npm start`: build whatever is missing or older than its sources, then serve the whole shop from
// one process.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PACKAGES, buildStalePackages } from '../../scripts/stale-builds.mjs';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(apiDir, '..');
const SERVER_ENTRY = join(apiDir, 'dist', 'src', 'server.js');

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm so the project's Node 24 is used (npm install installs it).`,
  );
  process.exit(1);
}

await buildStalePackages(repoDir, SITE_PACKAGES);

console.log('Starting the API (the first start creates, migrates and seeds the database; progress is logged)...');
const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: apiDir, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
