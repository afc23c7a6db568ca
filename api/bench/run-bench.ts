// npm run bench -w api [-- --duration 10 --connections 10 --products 100000]
// Seeds (once) a large catalogue into api/data-bench, then measures the API beside a bare Fastify
// route returning a fixed JSON body — the framework's ceiling on this machine — in the same run.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
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

async function listen(app: FastifyInstance) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

const ids = await prepareCatalogue();
const ceilingApp = Fastify({ logger: false });
const fixed = { status: 'ok', message: 'fixed body', items: [1, 2, 3] };
ceilingApp.get('/ceiling', async () => fixed);
const ceilingUrl = await listen(ceilingApp);

const scenarios = [
  { name: 'GET /api/products (page 1)', paths: ['/api/products'] },
  { name: 'GET /api/products?keyword=wireless', paths: ['/api/products?keyword=wireless'] },
  {
    name: 'GET /api/products category+price+sort',
    paths: ['/api/products?category=electronics&minPrice=50&maxPrice=500&sort=price_asc'],
  },
  { name: 'GET /api/products/:id (2000 ids)', paths: ids.map((id) => `/api/products/${id}`) },
];

async function runSuite(label: string, cacheTtlMs: number) {
  const app = await buildApp({
    database: { kind: 'pglite', dataDir },
    seed: false,
    logger: false,
    serveSite: false,
    rateLimit: false,
    productCacheTtlMs: cacheTtlMs,
  });
  const url = await listen(app);
  // warm up: JIT, PGlite caches, the answer cache
  for (const s of scenarios) await measure('warm-up', url, s.paths.slice(0, 200), 2);
  const rows: Row[] = [];
  const ceiling = await measure('bare Fastify route (ceiling)', ceilingUrl, ['/ceiling']);
  rows.push(ceiling);
  for (const s of scenarios) rows.push(await measure(s.name, url, s.paths));
  await app.close();
  console.log(`\n${label} — ${connections} connections, ${duration} s each, ${values.products} products (PGlite)`);
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs ceiling': `${((r.reqPerSec / ceiling.reqPerSec) * 100).toFixed(0)} %`,
      errors: r.errors,
    })),
  );
}

await runSuite('With the answer cache (default, 5 s TTL)', 5000);
if (!values['skip-uncached']) await runSuite('Without the answer cache (every request hits PGlite)', 0);
await ceilingApp.close();
