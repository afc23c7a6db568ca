// npm run bench -w api [-- --duration 10 --connections 10 --products 100000 --database postgres://… --json results.json]
// Seeds (once) a large catalogue into api/data-bench (or the PostgreSQL database given), then measures
// listing, keyword search, filtered listing and product detail, with the answer cache and without it,
// on the server as `npm start` runs it (bench-server.ts: buildApp on the environment, request logging
// to a file, rate limits, security headers and the site on), each beside a bare `node:http` route
// answering the same bytes (the machine's ceiling; the goal's baseline) and a bare Fastify route (the
// framework's ceiling), measured right before it in the same run. Also reports the search index's
// build time and memory, and /api/health's answers while the index builds (start-up must not block).
//
// Uncached: the answer cache is off (every cache, the per-filter totals included) and each scenario
// cycles through many distinct queries, so every request reaches the database as a miss would.
// Cached: the same queries, warmed first, answered from the cache with production's lifetimes
// (listings 5 s, details 60 s: a few misses per second are part of what is measured).
//
// The goals are reported, and a missed goal is printed as MISSED; the bench fails only when it cannot
// measure (its budgets are in e2e/bench/budgets.json).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseConfig } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { bulkSeedPostgres } from './bulk-seed.js';
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
    'skip-cached': { type: 'boolean', default: false },
    // Keyword listings answered by the database, as before the search index: the A of an A/B.
    'no-search-index': { type: 'boolean', default: false },
    // The search index ranks every match instead of walking the sort's order (order-page.ts): an A/B.
    'no-walk': { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    // A PostgreSQL database to seed and read instead of PGlite (default: DATABASE_URL, if set).
    database: { type: 'string' },
    // Requests without Accept-Encoding (answers uncompressed), as the bench asked before it asked as a browser does.
    identity: { type: 'boolean', default: false },
    // Writes a CPU profile of each suite's server into this folder (node --cpu-prof), for a look at where its time went.
    'cpu-prof-dir': { type: 'string' },
    json: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = values['data-dir']!;
const databaseUrl = values.database ?? process.env.DATABASE_URL;
const databaseConfig: DatabaseConfig = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir };
const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite';
/** Every request asks as Chromium does (its answers compressed), unless `--identity`. */
const clientHeaders: Record<string, string> = values.identity ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The issues' goals for the API (12, 22): uncached p99 and cached throughput against node:http serving the same bytes. */
export const API_GOALS = { uncachedP99Ms: 30, cachedShareOfNodeHttp: 0.5, healthWhileIndexingP99Ms: 100 };

async function prepareCatalogue() {
  const database = await openDatabase(databaseConfig);
  const started = Date.now();
  const target = Number(values.products);
  const onProgress = (done: number, total: number) => {
    if (done % 100_000 === 0 || done === total) console.log(`  seeded ${done}/${total}`);
  };
  // PostgreSQL: accounts through the shop's seed, then the catalogue in bulk (a million products in minutes).
  const inserted = database.pool
    ? (await seedDatabase(database.db, { products: 0 })) + (await bulkSeedPostgres(database.pool, target, onProgress))
    : await seedDatabase(database.db, { products: target, onProgress });
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
  requests: number;
}

/** An answer as it crossed the wire: its bytes still encoded, and the headers that say how to read them. */
export interface WireAnswer {
  body: Buffer;
  contentType: string;
  contentEncoding?: string;
}

/** GETs `url` with the bench's headers and keeps the answer as sent (fetch would decode it). */
function readWire(url: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: clientHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          contentType: response.headers['content-type'] ?? 'application/json; charset=utf-8',
          ...(response.headers['content-encoding'] ? { contentEncoding: response.headers['content-encoding'] } : {}),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function measure(url: string, paths: string[], seconds = duration): Promise<Measured> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: clientHeaders,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests: result.requests.total,
  };
}

interface IndexReport {
  /** from buildApp's start to the index answering (start-up plus the build) */
  readyMs: number | null;
  /** the server's start-up: buildApp to listening (the index builds after it) */
  startUpMs: number;
  /** the heap the index added (garbage collected before and after) */
  heapBytes: number;
  rssBytes: number;
  /** /api/health polled while the index built: answers, failures, the 99th percentile and the slowest answer */
  health: { answers: number; failures: number; p99Ms: number; maxMs: number };
}

interface Server {
  child: ChildProcess;
  apiUrl: string;
  nodeHttpUrl: string;
  fastifyUrl: string;
  index: IndexReport;
  logFile: string;
  /** registers the bytes the bare references answer at `/${key}` */
  setReference: (key: string, answer: WireAnswer) => Promise<void>;
}

type ChildMessage =
  | { type: 'listening'; apiUrl: string; nodeHttpUrl: string; fastifyUrl: string; startUpMs: number }
  | { type: 'index-ready'; readyMs: number | null; heapBytes: number; rssBytes: number }
  | { type: 'index-built' }
  | { type: 'reference-set'; path: string };

function nextMessage<T extends ChildMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Polls /api/health until `done` settles: a server whose start-up blocks answers late or not at all. */
async function pollHealth(apiUrl: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const health = { answers: 0, failures: 0, p99Ms: 0, maxMs: 0 };
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    try {
      const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) health.answers += 1;
      else health.failures += 1;
    } catch {
      health.failures += 1;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  latencies.sort((a, b) => a - b);
  health.p99Ms = Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0);
  health.maxMs = Math.round(latencies.at(-1) ?? 0);
  return health;
}

async function startServer(cached: boolean): Promise<Server> {
  const logDir = join(packageRoot, 'bench', 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `server-${cached ? 'cached' : 'uncached'}.log`);
  // The server's stdout, where pino writes, goes to a file, as an operator's `npm start > shop.log` would.
  const logFd = openSync(logFile, 'w');
  const child = fork(join(packageRoot, 'bench', 'bench-server.ts'), [], {
    execArgv: [
      '--conditions=source',
      '--import',
      'tsx',
      '--expose-gc',
      ...(values['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof-dir']}`] : []),
    ],
    env: {
      ...process.env,
      BENCH_DATABASE: JSON.stringify(databaseConfig),
      BENCH_CACHE: cached ? 'on' : 'off',
      BENCH_SEARCH_INDEX: values['no-search-index'] ? 'off' : 'on',
      BENCH_WALK: values['no-walk'] ? 'off' : 'on',
    },
    stdio: ['ignore', logFd, 'inherit', 'ipc'],
  });
  closeSync(logFd);
  const indexBuilt = nextMessage(child, 'index-built');
  const indexReady = nextMessage(child, 'index-ready');
  const listening = await nextMessage(child, 'listening');
  // This process's first fetch loads its HTTP client (~30 ms): paid here, not in the first health answer.
  await (await fetch(listening.nodeHttpUrl)).arrayBuffer();
  // Polled until the index is built, not through the forced garbage collection that measures its heap.
  const health = await pollHealth(listening.apiUrl, indexBuilt);
  const ready = await indexReady;
  const setReference = async (key: string, answer: WireAnswer) => {
    const set = nextMessage(child, 'reference-set');
    child.send({ type: 'reference', path: `/${key}`, ...answer, body: answer.body.toString('base64') });
    await set;
  };
  return {
    child,
    apiUrl: listening.apiUrl,
    nodeHttpUrl: listening.nodeHttpUrl,
    fastifyUrl: listening.fastifyUrl,
    index: {
      readyMs: ready.readyMs,
      startUpMs: listening.startUpMs,
      heapBytes: ready.heapBytes,
      rssBytes: ready.rssBytes,
      health,
    },
    logFile,
    setReference,
  };
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
  /** req/s as a share of the bare node:http route, answering the same bytes, measured right before */
  shareOfNodeHttp: number;
  /** the body the references answered: the API's answer to the scenario's first query */
  referenceBytes: number;
  errors: number;
}

interface Suite {
  rows: ApiRow[];
  index: IndexReport;
  /** log lines the server wrote while measured, per API request */
  logLinesPerRequest: number;
}

function countLines(file: string): number {
  const text = readFileSync(file, 'utf8');
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  return lines;
}

async function runSuite(cached: boolean, ids: string[]): Promise<Suite> {
  const server = await startServer(cached);
  const { apiUrl, nodeHttpUrl, fastifyUrl } = server;
  const list = scenarios(ids);
  for (const s of list) {
    // The references answer exactly what the API answers for the scenario's first query.
    await server.setReference(s.key, await readWire(`${apiUrl}${s.paths[0]}`));
  }
  // Warm-up: JIT and the database's buffer cache; with the cache on, every query is answered once first.
  await measure(nodeHttpUrl, [`/${list[0]!.key}`], 2);
  await measure(fastifyUrl, [`/${list[0]!.key}`], 2);
  for (const s of list) {
    if (cached) for (const path of s.paths) await readWire(`${apiUrl}${path}`);
    await measure(apiUrl, s.paths, 2);
  }
  const linesBefore = countLines(server.logFile);
  let apiRequests = 0;
  const rows: ApiRow[] = [];
  for (const s of list) {
    // The references are measured right before each endpoint, so background load affects them alike.
    const nodeHttp = await measure(nodeHttpUrl, [`/${s.key}`]);
    const fastify = await measure(fastifyUrl, [`/${s.key}`]);
    if (cached) for (const path of s.paths) await readWire(`${apiUrl}${path}`);
    const r = await measure(apiUrl, s.paths);
    apiRequests += r.requests;
    const reference = await readWire(`${nodeHttpUrl}/${s.key}`);
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
      referenceBytes: reference.body.length,
      errors: r.errors + nodeHttp.errors + fastify.errors,
    });
  }
  const logLines = countLines(server.logFile) - linesBefore;
  server.child.send({ type: 'stop' });
  await new Promise((resolve) => server.child.once('exit', resolve));
  return { rows, index: server.index, logLinesPerRequest: Number((logLines / Math.max(1, apiRequests)).toFixed(4)) };
}

function printTable(title: string, suite: Suite) {
  console.log(`\n${title}\n`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | node:http req/s (same bytes) | share | Fastify req/s | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of suite.rows) {
    console.log(
      `| ${r.endpoint} | ${r.reqPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.nodeHttpReqPerSec} (${r.referenceBytes} B) | ${(r.shareOfNodeHttp * 100).toFixed(0)} % | ${r.fastifyReqPerSec} | ${r.errors} |`,
    );
  }
  const { index } = suite;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `\nlog lines per request: ${suite.logLinesPerRequest}; start-up ${index.startUpMs} ms; search index ready after ${index.readyMs ?? '-'} ms ` +
      `(built in ${index.readyMs === null ? '-' : index.readyMs - index.startUpMs} ms after listening), ` +
      `heap +${mb(index.heapBytes)}, process RSS ${mb(index.rssBytes)}; /api/health while it built: ${index.health.answers} answers, ` +
      `${index.health.failures} failures, p99 ${index.health.p99Ms} ms, slowest ${index.health.maxMs} ms`,
  );
}

interface GoalCheck {
  goal: string;
  value: string;
  met: boolean;
}

function checkGoals(cached: ApiRow[], uncached: ApiRow[], suites: Suite[]): GoalCheck[] {
  return [
    ...suites
      .filter((suite) => suite.index.readyMs !== null)
      .map(({ index: { health } }) => ({
        goal: `/api/health while the search index builds: p99 < ${API_GOALS.healthWhileIndexingP99Ms} ms, no failures (start-up non-blocking)`,
        value: `p99 ${health.p99Ms} ms, ${health.failures} failures of ${health.answers + health.failures}`,
        met: health.p99Ms < API_GOALS.healthWhileIndexingP99Ms && health.failures === 0,
      })),
    ...cached.map((r) => ({
      goal: `cached ${r.scenario}: >= ${API_GOALS.cachedShareOfNodeHttp}x node:http (production configuration)`,
      value: `${r.shareOfNodeHttp.toFixed(2)}x`,
      met: r.shareOfNodeHttp >= API_GOALS.cachedShareOfNodeHttp,
    })),
    ...uncached.map((r) => ({
      goal: `uncached ${r.scenario}: p99 < ${API_GOALS.uncachedP99Ms} ms at ${connections} connections`,
      value: `${r.p99Ms} ms`,
      met: r.p99Ms < API_GOALS.uncachedP99Ms,
    })),
  ];
}

const ids = await prepareCatalogue();
if (!values['seed-only']) {
  const keywords = values['no-search-index'] ? ', search index off' : values['no-walk'] ? ', every match ranked' : '';
  const setting = `${connections} connections, ${duration} s each, ${values.products} products (${databaseName}, production configuration, server in a child process${keywords}; ${values.identity ? 'no Accept-Encoding' : "Accept-Encoding as Chromium's"})`;
  const cached = values['skip-cached'] ? undefined : await runSuite(true, ids);
  if (cached) printTable(`With the answer cache (every query answered once first, then from the cache) — ${setting}`, cached);
  const uncached = values['skip-uncached'] ? undefined : await runSuite(false, ids);
  if (uncached) printTable(`Without the answer cache (every request a database query) — ${setting}`, uncached);
  const suites = [cached, uncached].filter((suite) => suite !== undefined);
  const goals = checkGoals(cached?.rows ?? [], uncached?.rows ?? [], suites);
  console.log('\nGoals (reported; a miss does not fail the bench):\n');
  for (const g of goals) console.log(`  ${g.met ? 'met   ' : 'MISSED'}  ${g.goal}: ${g.value}`);
  const missed = goals.filter((g) => !g.met).length;
  console.log(missed ? `\n${missed} of ${goals.length} goals MISSED` : `\nall ${goals.length} goals met`);
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          connections,
          durationSeconds: duration,
          products: Number(values.products),
          database: databaseName,
          configuration: 'production',
          acceptEncoding: clientHeaders['accept-encoding'] ?? null,
          searchIndex: !values['no-search-index'],
          rows: [...(cached?.rows ?? []), ...(uncached?.rows ?? [])],
          index: { cached: cached?.index, uncached: uncached?.index },
          logLinesPerRequest: { cached: cached?.logLinesPerRequest, uncached: uncached?.logLinesPerRequest },
          goals,
        },
        null,
        2,
      ),
    );
  }
}
