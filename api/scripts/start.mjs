// `npm start`: build whatever has not been built yet, then serve the whole shop from one process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(apiDir, '..');
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-product', 'mf-cart', 'mf-account', 'mf-checkout'];
const SERVER_ENTRY = join(apiDir, 'dist', 'src', 'server.js');

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm so the project's Node 24 is used (npm install installs it).`,
  );
  process.exit(1);
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoDir, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const missing = FRONT_ENDS.filter((pkg) => !existsSync(join(repoDir, pkg, 'dist', 'mf-manifest.json')));
// Two at a time: the machines have two cores.
for (let i = 0; i < missing.length; i += 2) {
  const batch = missing.slice(i, i + 2);
  console.log(`Building ${batch.join(', ')}...`);
  await Promise.all(batch.map((pkg) => run('npm', ['run', 'build', '-w', pkg])));
}
if (!existsSync(SERVER_ENTRY)) {
  console.log('Building api...');
  await run('npm', ['run', 'build', '-w', 'api']);
}

console.log('Starting the API (the first start creates, migrates and seeds the database; progress is logged)...');
const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: apiDir, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
