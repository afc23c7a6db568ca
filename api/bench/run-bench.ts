// npm run bench -w api [-- --duration 10 --connections 10 --products 100000 --json results.json]
// Seeds (once) a large catalogue into api/data-bench, then measures listing, keyword search, filtered
// listing and product detail, with the answer cache and without it, each beside a bare `node:http`
// route returning a fixed JSON body (the machine's ceiling; the goal's baseline) and a bare Fastify
// route (the framework's ceiling), measured right before it in the same run.
//
// Uncached: the answer cache is off (every cache, the per-filter totals included) and each scenario
// cycles through many distinct queries, so every request reaches the database as a miss would.
// Cached: the same queries, warmed first, answered from the cache (60 s entries for the bench, so
// none expires while it is measured; production keeps listings 5 s and details 60 s).
//
// With DATABASE_URL set, the catalogue is seeded into (and the API reads) that PostgreSQL database
// instead of the PGlite data directory: how the shop runs on more than one process.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseConfig } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { packageRoot } from '../src/package-root.js';
import { products } from '../src/db/schema/index.js';
import { CATEGORIES, FILTERED_SORTS, KEYWORDS, PRICE_RANGES, SORTS } from './bench-queries.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: join(packageRoot, 'data-bench') },
    'skip-uncached': { type: 'boolean', default: false },
    // Keyword listings answered by the database, as before the search index: the A of an A/B.
    'no-search-index': { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = values['data-dir']!;
const databaseUrl = process.env.DATABASE_URL;
const databaseConfig: DatabaseConfig = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir };
const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite';

/** The goals for the API (issue 12): uncached p99 and cached throughput against node:http. */
export const API_GOALS = { uncachedP99Ms: 30, cachedShareOfNodeHttp: 0.5 };

async function prepareCatalogue() {
  const database = await openDatabase(databaseConfig);
  const started = Date.now();
  const inserted = await seedDatabase(database.db, {
    products: Number(values.products),
    onProgress: (done, total) => {
      if (done % 10000 === 0 || done === total) console.log(`  seeded ${done}/${total}`);
    },
  });
  if (inserted) console.log(`seeded ${inserted} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Fresh statistics and visibility map, so the planner and index-only scans see the whole catalogue.
  await database.db.execute(sql`vacuum analyze products`);
  const ids = (await database.db.select({ id: products.id }).from(products).limit(2000)).map((p) => p.id);
  await database.close();
  return ids;
}

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, paths: string[], seconds = duration): Promise<Measured> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

interface Servers {
  child: ChildProcess;
  apiUrl: string;
  nodeHttpUrl: string;
  fastifyUrl: string;
}

function startServer(cacheTtlMs: number): Promise<Servers> {
  const child = fork(join(packageRoot, 'bench', 'bench-server.ts'), [], {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_DATABASE: JSON.stringify(databaseConfig),
      BENCH_CACHE_TTL_MS: String(cacheTtlMs),
      BENCH_SEARCH_INDEX: values['no-search-index'] ? 'off' : 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ...(message as Omit<Servers, 'child'>) }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function scenarios(ids: string[]) {
  const listing = SORTS.flatMap((sort) => Array.from({ length: 10 }, (_, p) => `/api/products?sort=${sort}&page=${p + 1}`));
  const keyword = KEYWORDS.flatMap((word) =>
    [1, 2].map((page) => `/api/products?keyword=${encodeURIComponent(word)}&page=${page}`),
  );
  const filtered = CATEGORIES.flatMap((category) =>
    PRICE_RANGES.flatMap(([min, max]) =>
      FILTERED_SORTS.map((sort) => `/api/products?category=${category}&minPrice=${min}&maxPrice=${max}&sort=${sort}`),
    ),
  );
  return [
    { key: 'listing', name: `GET /api/products (8 sorts x 10 pages)`, paths: listing },
    { key: 'keyword', name: `GET /api/products?keyword= (${KEYWORDS.length} words x 2 pages)`, paths: keyword },
    { key: 'filtered', name: `GET /api/products category+price+sort (${filtered.length})`, paths: filtered },
    { key: 'detail', name: `GET /api/products/:id (${ids.length} ids)`, paths: ids.map((id) => `/api/products/${id}`) },
  ];
}

export interface ApiRow {
  scenario: string;
  endpoint: string;
  cached: boolean;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  nodeHttpReqPerSec: number;
  fastifyReqPerSec: number;
  /** req/s as a share of the bare node:http route measured right before */
  shareOfNodeHttp: number;
  errors: number;
}

async function runSuite(cached: boolean, ids: string[]): Promise<ApiRow[]> {
  // Cached: entries outlive a scenario's measurements (the default 5 s would expire mid-run and measure
  // misses); what is measured is a hit.
  const { child, apiUrl, nodeHttpUrl, fastifyUrl } = await startServer(cached ? 60_000 : 0);
  const list = scenarios(ids);
  // Warm-up: JIT and PGlite's buffer cache; with the cache on, every query is answered once first.
  await measure(nodeHttpUrl, ['/'], 2);
  await measure(fastifyUrl, ['/ceiling'], 2);
  for (const s of list) {
    if (cached) for (const path of s.paths) await fetch(`${apiUrl}${path}`);
    await measure(apiUrl, s.paths, 2);
  }
  const rows: ApiRow[] = [];
  for (const s of list) {
    // The references are measured right before each endpoint, so background load affects them alike.
    const nodeHttp = await measure(nodeHttpUrl, ['/']);
    const fastify = await measure(fastifyUrl, ['/ceiling']);
    if (cached) for (const path of s.paths) await fetch(`${apiUrl}${path}`);
    const r = await measure(apiUrl, s.paths);
    rows.push({
      scenario: s.key,
      endpoint: s.name,
      cached,
      reqPerSec: Math.round(r.reqPerSec),
      p50Ms: r.p50,
      p99Ms: r.p99,
      nodeHttpReqPerSec: Math.round(nodeHttp.reqPerSec),
      fastifyReqPerSec: Math.round(fastify.reqPerSec),
      shareOfNodeHttp: Number((r.reqPerSec / nodeHttp.reqPerSec).toFixed(3)),
      errors: r.errors + nodeHttp.errors + fastify.errors,
    });
  }
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  return rows;
}

function printTable(title: string, rows: ApiRow[]) {
  console.log(`\n${title}\n`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | node:http req/s | share | Fastify req/s | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.endpoint} | ${r.reqPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.nodeHttpReqPerSec} | ${(r.shareOfNodeHttp * 100).toFixed(0)} % | ${r.fastifyReqPerSec} | ${r.errors} |`,
    );
  }
}

const ids = await prepareCatalogue();
if (!values['seed-only']) {
  const keywords = values['no-search-index'] ? ', search index off' : '';
  const setting = `${connections} connections, ${duration} s each, ${values.products} products (${databaseName}, server in a child process${keywords})`;
  const rows = await runSuite(true, ids);
  printTable(`With the answer cache (every query answered once first, then from the cache) — ${setting}`, rows);
  if (!values['skip-uncached']) {
    const uncached = await runSuite(false, ids);
    printTable(`Without the answer cache (every request a database query) — ${setting}`, uncached);
    rows.push(...uncached);
  }
  console.log(
    `\nGoals: uncached p99 < ${API_GOALS.uncachedP99Ms} ms; cached >= ${API_GOALS.cachedShareOfNodeHttp * 100} % of node:http req/s`,
  );
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          connections,
          durationSeconds: duration,
          products: Number(values.products),
          database: databaseName,
          searchIndex: !values['no-search-index'],
          rows,
        },
        null,
        2,
      ),
    );
  }
}
