// Child process of run-bench.ts: serves the API (on the bench catalogue) and the two reference routes,
// so the load generator does not share a CPU thread with the server it measures:
// - a bare `node:http` server answering a fixed JSON body: the machine's ceiling, the goal's baseline;
// - a bare Fastify route answering the same body: the framework's ceiling.
import Fastify from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import type { DatabaseConfig } from '../src/db/client.js';

// PGlite on the bench's data directory, or PostgreSQL (run-bench.ts passes DATABASE_URL's database).
const database = JSON.parse(process.env.BENCH_DATABASE!) as DatabaseConfig;
const cacheTtlMs = Number(process.env.BENCH_CACHE_TTL_MS ?? 5000);

const fixed = JSON.stringify({ status: 'ok', message: 'fixed body', items: [1, 2, 3] });
const bare = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(fixed) });
  response.end(fixed);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const nodeHttpUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const fastify = Fastify({ logger: false });
fastify.get('/ceiling', async (request, reply) => reply.type('application/json; charset=utf-8').send(fixed));

const app = await buildApp({
  database,
  seed: false,
  logger: false,
  serveSite: false,
  rateLimit: false,
  // 0 turns the answer cache off, product details and the per-filter totals included.
  productCacheTtlMs: cacheTtlMs,
  searchIndex: process.env.BENCH_SEARCH_INDEX !== 'off',
});

// Keyword listings are measured as the shop answers them once its search index is built.
await app.searchIndex?.ready;

const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const fastifyUrl = await fastify.listen({ port: 0, host: '127.0.0.1' });
process.send!({ apiUrl, nodeHttpUrl, fastifyUrl });

process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await fastify.close();
    bare.close();
    process.exit(0);
  }
});
