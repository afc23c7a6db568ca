// npm run bench -w api [-- --duration 10 --connections 10 --products 100000]
// Seeds (once) a large catalogue into api/data-bench, then measures the API beside a bare Fastify
// route returning a fixed JSON body — the framework's ceiling on this machine — in the same run.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { packageRoot } from '../src/package-root.js';
import { products } from '../src/db/schema/index.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: join(packageRoot, 'data-bench') },
    'skip-uncached': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = values['data-dir']!;

async function prepareCatalogue() {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const started = Date.now();
  const inserted = await seedDatabase(database.db, {
    products: Number(values.products),
    onProgress: (done, total) => {
      if (done % 10000 === 0 || done === total) console.log(`  seeded ${done}/${total}`);
    },
  });
  if (inserted) console.log(`seeded ${inserted} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await database.db.execute(sql`vacuum analyze products`);
  const ids = (await database.db.select({ id: products.id }).from(products).limit(2000)).map((p) => p.id);
  await database.close();
  return ids;
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, paths: string[], seconds = duration): Promise<Row> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }),
      },
    ],
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { name, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

function startServer(cacheTtlMs: number): Promise<{ child: ChildProcess; apiUrl: string; ceilingUrl: string }> {
  const child = fork(join(packageRoot, 'bench', 'bench-server.ts'), [], {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_CACHE_TTL_MS: String(cacheTtlMs) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ...(message as { apiUrl: string; ceilingUrl: string }) }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const ids = await prepareCatalogue();

const scenarios = [
  { name: 'GET /api/products (page 1)', paths: ['/api/products'] },
  { name: 'GET /api/products?keyword=wireless', paths: ['/api/products?keyword=wireless'] },
  {
    name: 'GET /api/products category+price+sort',
    paths: ['/api/products?category=electronics&minPrice=50&maxPrice=500&sort=price_asc'],
  },
  { name: 'GET /api/products/:id (2000 ids)', paths: ids.map((id) => `/api/products/${id}`) },
  { name: 'GET /api/products/:id (one id)', paths: [`/api/products/${ids[0]}`] },
];

async function runSuite(label: string, cacheTtlMs: number) {
  const { child, apiUrl, ceilingUrl } = await startServer(cacheTtlMs);
  // warm up: JIT, PGlite's buffer cache, the answer cache (only 200 of the 2000 product ids)
  await measure('warm-up', ceilingUrl, ['/ceiling'], 2);
  for (const s of scenarios) await measure('warm-up', apiUrl, s.paths.slice(0, 200), 2);
  const rows: {
    endpoint: string;
    'req/s': number;
    'p50 ms': number;
    'p99 ms': number;
    'ceiling req/s': number;
    'vs ceiling': string;
    errors: number;
  }[] = [];
  for (const s of scenarios) {
    // The ceiling is measured right before each endpoint, so background load affects both alike.
    const ceiling = await measure('ceiling', ceilingUrl, ['/ceiling']);
    const r = await measure(s.name, apiUrl, s.paths);
    rows.push({
      endpoint: r.name,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'ceiling req/s': Math.round(ceiling.reqPerSec),
      'vs ceiling': `${((r.reqPerSec / ceiling.reqPerSec) * 100).toFixed(0)} %`,
      errors: r.errors + ceiling.errors,
    });
  }
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  console.log(
    `\n${label} — ${connections} connections, ${duration} s each, ${values.products} products (PGlite, server in a child process)`,
  );
  console.table(rows);
}

await runSuite('With the answer cache (default: listings 5 s, details 60 s, cleared on writes)', 5000);
if (!values['skip-uncached']) await runSuite('Without the answer cache (every request hits PGlite)', 0);
