// `npm run cluster`: N API processes (default 3) on one PostgreSQL behind HAProxy, on http://localhost:3000
// (PORT). DATABASE_URL, or --postgres for a throw-away local server. Ctrl-C stops everything.
import { parseArgs } from 'node:util';
import { SITE_PACKAGES, buildStalePackages } from '../stale-builds.mjs';
import { startLocalPostgres } from './local-postgres.mjs';
import { repoDir, startCluster } from './start-cluster.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run cluster -- [--instances N] [--postgres]
  PORT            where HAProxy listens (default 3000); the instances use PORT+10 onwards
  DATABASE_URL    the PostgreSQL every instance uses (or --postgres: a throw-away one on PORT+9)`);
  process.exit(0);
}
const instances = Number(values.instances);
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be a positive integer');
if (!process.env.DATABASE_URL && !values.postgres) {
  console.error('Cannot start: set DATABASE_URL (postgres://…), or pass --postgres for a throw-away local PostgreSQL.');
  process.exit(1);
}

await buildStalePackages(repoDir, SITE_PACKAGES);

const postgres = values.postgres ? startLocalPostgres(port + 9) : null;
if (postgres) console.log(`PostgreSQL (throw-away) on ${postgres.url}, data in ${postgres.dataDir}`);
const log = (name, line) => console.log(`[${name}] ${line}`);
let cluster;
try {
  cluster = await startCluster({ databaseUrl: process.env.DATABASE_URL || postgres.url, instances, port, log });
} catch (error) {
  postgres?.remove();
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
console.log(
  `The shop is on ${cluster.url}: HAProxy in front of ${instances} API instances (${cluster.instances.map((slot) => slot.port).join(', ')}). Ctrl-C stops everything.`,
);

let stopping = false;
const shutDown = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping HAProxy and the instances (each drains first)...');
  await cluster.stop();
  postgres?.remove();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutDown(0));
cluster.haproxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`HAProxy exited (${code}); stopping.`);
    void shutDown(1);
  }
});
