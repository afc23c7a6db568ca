// Child process of run-bench.ts: serves the API (on the bench catalogue) and the bare ceiling route,
// so the load generator does not share a CPU thread with the server it measures.
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';

const dataDir = process.env.BENCH_DATA_DIR!;
const cacheTtlMs = Number(process.env.BENCH_CACHE_TTL_MS ?? 5000);

const ceiling = Fastify({ logger: false });
const fixed = { status: 'ok', message: 'fixed body', items: [1, 2, 3] };
ceiling.get('/ceiling', async () => fixed);

const app = await buildApp({
  database: { kind: 'pglite', dataDir },
  seed: false,
  logger: false,
  serveSite: false,
  rateLimit: false,
  productCacheTtlMs: cacheTtlMs,
});

const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const ceilingUrl = await ceiling.listen({ port: 0, host: '127.0.0.1' });
process.send!({ apiUrl, ceilingUrl });

process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await ceiling.close();
    process.exit(0);
  }
});
