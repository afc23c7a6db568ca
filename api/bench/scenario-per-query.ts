// tsx --conditions=source bench/scenario-per-query.ts [--database postgres://…] [--rounds 3]
// One client's service time for each query of the API bench's uncached scenarios (run-bench.ts), called
// through listProducts with the search index built, on the bench catalogue: what 10 connections queue
// behind (--no-search-index: the database answers keywords and filters). Prints the build's time and its longest
// event-loop stall, then per scenario the median and the slowest query, the process's CPU per query (less
// moved by other load than the clock), and the five slowest queries.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseConfig } from '../src/db/client.js';
import { packageRoot } from '../src/package-root.js';
import type { ListQuery } from '../src/services/listing-query.js';
import { listProducts } from '../src/services/products/list-products.js';
import { SearchIndex } from '../src/services/search-index/search-index.js';
import { CATEGORIES, FILTERED_SORTS, KEYWORDS, PRICE_RANGES, SORTS } from './bench-queries.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-search-index': { type: 'boolean', default: false },
  },
});
const config: DatabaseConfig = values.database
  ? { kind: 'postgres', url: values.database }
  : { kind: 'pglite', dataDir: join(packageRoot, 'data-bench') };
const rounds = Number(values.rounds);
const scenarios: Record<string, ListQuery[]> = {
  listing: SORTS.flatMap((sort) => Array.from({ length: 10 }, (_, p) => ({ sort, page: p + 1 }))),
  keyword: KEYWORDS.flatMap((keyword) => [1, 2].map((page) => ({ keyword, page }))),
  filtered: CATEGORIES.flatMap((category) =>
    PRICE_RANGES.flatMap(([minPrice, maxPrice]) => FILTERED_SORTS.map((sort) => ({ category, minPrice, maxPrice, sort }))),
  ),
};

const database = await openDatabase(config);
const index = values['no-search-index'] ? null : new SearchIndex(database.db, { info() {}, warn() {} });
const started = performance.now();
// The longest the event loop went unanswered while the index built (a request would have waited as long).
let longestStallMs = 0;
let tick = performance.now();
const stallWatch = setInterval(() => {
  longestStallMs = Math.max(longestStallMs, performance.now() - tick - 5);
  tick = performance.now();
}, 5);
await index?.build();
clearInterval(stallWatch);
if (index)
  console.log(
    `search index built in ${Math.round(performance.now() - started)} ms; longest event-loop stall ${Math.round(longestStallMs)} ms`,
  );

for (const [name, queries] of Object.entries(scenarios)) {
  if (values.only && values.only !== name) continue;
  const cpuBefore = process.cpuUsage();
  const worst = new Array<number>(queries.length).fill(0);
  const best = new Array<number>(queries.length).fill(Infinity);
  for (let round = 0; round < rounds; round++) {
    for (const [i, query] of queries.entries()) {
      const t = performance.now();
      await listProducts(database.db, query, { searchIndex: index });
      const ms = performance.now() - t;
      worst[i] = Math.max(worst[i]!, ms);
      best[i] = Math.min(best[i]!, ms);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerQueryMs = (cpu.user + cpu.system) / 1000 / (rounds * queries.length);
  const sorted = [...best].sort((a, b) => a - b);
  const slowest = best
    .map((ms, i) => ({ ms, query: queries[i] }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `${name}: fastest of ${rounds} per query, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms; ` +
      `process CPU ${cpuPerQueryMs.toFixed(2)} ms per query`,
  );
  for (const s of slowest) console.log(`  ${s.ms.toFixed(1)} ms  ${JSON.stringify(s.query)}`);
}
await index?.close();
await database.close();
