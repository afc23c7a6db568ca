// Child process of run-bench.ts: serves the API (on the bench catalogue) and the two reference routes,
// so the load generator does not share a CPU thread with the server it measures:
// - the API built as server.ts builds it for `npm start`: buildApp() on the environment, so request
//   logging (to this process's stdout, which run-bench.ts sends to a file), rate limits, security
//   headers and the site plugin are on; only the database and, without the cache, the cache's
//   lifetime are given;
// - a bare `node:http` server answering exactly the bytes the API answered for the same scenario (the
//   parent registers them over IPC): the machine's ceiling, the goal's baseline;
// - a bare Fastify route answering the same bytes: the framework's ceiling.
import Fastify from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { listenWhenWarm } from '../src/listen-when-warm.js';
import type { DatabaseConfig } from '../src/db/client.js';

// PGlite on the bench's data directory, or PostgreSQL (run-bench.ts passes the chosen database).
const database = JSON.parse(process.env.BENCH_DATABASE!) as DatabaseConfig;
const cacheOff = process.env.BENCH_CACHE === 'off';

/** Reference bodies by path (`/listing`, …), as the API answered them. */
const bodies = new Map<string, { body: Buffer; contentType: string; contentEncoding?: string }>();
const notRegistered = Buffer.from('{"message":"not registered"}');

const bare = createServer((request, response) => {
  const entry = bodies.get(request.url ?? '');
  const body = entry?.body ?? notRegistered;
  response.writeHead(entry ? 200 : 404, {
    'content-type': entry?.contentType ?? 'application/json; charset=utf-8',
    'content-length': body.length,
    ...(entry?.contentEncoding ? { 'content-encoding': entry.contentEncoding } : {}),
  });
  response.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const nodeHttpUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const fastify = Fastify({ logger: false });
fastify.get('/:scenario', async (request, reply) => {
  const entry = bodies.get(request.url);
  if (!entry) return reply.code(404).send(notRegistered);
  if (entry.contentEncoding) reply.header('content-encoding', entry.contentEncoding);
  return reply.type(entry.contentType).send(entry.body);
});

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const started = performance.now();
const app = await buildApp({
  database,
  // The catalogue is seeded by run-bench.ts; an empty one is never topped up here.
  seed: false,
  // 0 turns the answer cache off, product details and the per-filter totals included; with the cache,
  // production's lifetimes (listings 5 s, details 60 s).
  ...(cacheOff ? { productCacheTtlMs: 0 } : {}),
  searchIndex: process.env.BENCH_SEARCH_INDEX !== 'off',
});

if (app.searchIndex && process.env.BENCH_WALK === 'off') app.searchIndex.walkFrom = Infinity;

// As server.ts starts it: the site warms up before the port opens.
const apiUrl = await listenWhenWarm(app, { port: 0, host: '127.0.0.1' });
const startUpMs = Math.round(performance.now() - started);
const fastifyUrl = await fastify.listen({ port: 0, host: '127.0.0.1' });
// The index has read at most its first batch by now: the heap before it.
gc();
const heapBefore = process.memoryUsage().heapUsed;
process.send!({ type: 'listening', apiUrl, nodeHttpUrl, fastifyUrl, startUpMs });

// Keyword listings are measured as the shop answers them once its search index is built; until then
// the server answers from the database (start-up never waits for the index).
await app.searchIndex?.ready;
const readyMs = app.searchIndex ? Math.round(performance.now() - started) : null;
// The parent stops polling /api/health here: the forced collection below is the bench's, not the server's.
process.send!({ type: 'index-built' });
gc();
process.send!({
  type: 'index-ready',
  readyMs,
  heapBytes: process.memoryUsage().heapUsed - heapBefore,
  rssBytes: process.memoryUsage().rss,
});

process.on(
  'message',
  async (message: { type: string; path?: string; body?: string; contentType?: string; contentEncoding?: string }) => {
    if (message.type === 'reference') {
      bodies.set(message.path!, {
        body: Buffer.from(message.body!, 'base64'),
        contentType: message.contentType!,
        ...(message.contentEncoding ? { contentEncoding: message.contentEncoding } : {}),
      });
      process.send!({ type: 'reference-set', path: message.path });
    } else if (message.type === 'stop') {
      await app.close();
      await fastify.close();
      bare.close();
      process.exit(0);
    }
  },
);
