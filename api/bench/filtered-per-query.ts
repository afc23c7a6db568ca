// tsx --conditions=source bench/filtered-per-query.ts [--rounds 5]
// Service time of each of the bench's filtered listings (category + price range + sort), called through
// listProducts on the bench catalogue (api/data-bench, seeded by `npm run bench`): the SQL path (no
// search index) against the search index, back to back. PGlite serves one query at a time, so under
// 10 connections the p99 is about 10 x the slowest of these.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { packageRoot } from '../src/package-root.js';
import type { ListQuery } from '../src/services/listing-query.js';
import { listProducts } from '../src/services/products/list-products.js';
import { SearchIndex } from '../src/services/search-index/search-index.js';
import { CATEGORIES, FILTERED_SORTS, PRICE_RANGES } from './bench-queries.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
const queries: ListQuery[] = CATEGORIES.flatMap((category) =>
  PRICE_RANGES.flatMap(([minPrice, maxPrice]) => FILTERED_SORTS.map((sort) => ({ category, minPrice, maxPrice, sort }))),
);

const database = await openDatabase({ kind: 'pglite', dataDir: join(packageRoot, 'data-bench') });
const index = new SearchIndex(database.db, { info() {}, warn() {} });
await index.build();

async function measure(label: string, searchIndex: SearchIndex | null) {
  for (const query of queries) await listProducts(database.db, query, { searchIndex }); // warm-up
  const worst = new Array<number>(queries.length).fill(0);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, query] of queries.entries()) {
      const started = performance.now();
      await listProducts(database.db, query, { searchIndex });
      const ms = performance.now() - started;
      times.push(ms);
      worst[i] = Math.max(worst[i]!, ms);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  const p99 = times[Math.floor(times.length * 0.99)]!;
  const slowest = worst.indexOf(Math.max(...worst));
  console.log(
    `${label}: ${queries.length} queries x ${rounds}: mean ${mean.toFixed(2)} ms, p50 ${times[times.length >> 1]!.toFixed(2)}, p99 ${p99.toFixed(2)}, max ${times[times.length - 1]!.toFixed(2)} (${JSON.stringify(queries[slowest])})`,
  );
}

/** The index's part alone (matching and ordering; no page read back from the database). */
function measureIndexOnly() {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      index.search(
        '',
        {
          categories: [query.category!],
          brands: [],
          minPriceCents: query.minPrice! * 100,
          maxPriceCents: query.maxPrice! * 100,
          newSinceMs: 0,
        },
        query.sort!,
        0,
        12,
      );
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  console.log(
    `index alone  : mean ${mean.toFixed(3)} ms, p50 ${times[times.length >> 1]!.toFixed(3)}, max ${times[times.length - 1]!.toFixed(3)}`,
  );
}

const searchesBefore = index.searches;
await measure('SQL path     ', null);
await measure('search index ', index);
measureIndexOnly();

// The same answers: every query, pages 1, 2 and 40, and a keyword with each filter.
let compared = 0;
for (const filter of queries)
  for (const keyword of ['', 'wireless', 'cotton'])
    for (const page of [1, 2, 40]) {
      const query = { ...filter, keyword, page };
      const [sql, indexed] = [
        await listProducts(database.db, query),
        await listProducts(database.db, query, { searchIndex: index }),
      ];
      const same =
        JSON.stringify(sql.products) === JSON.stringify(indexed.products) &&
        (sql.totalIsEstimate ? indexed.total >= sql.total : indexed.total === sql.total);
      if (!same) throw new Error(`different answers for ${JSON.stringify(query)}`);
      compared += 1;
    }
console.log(`identical pages (and totals where the SQL path's is exact) for ${compared} queries`);
console.log(`index answered ${index.searches - searchesBefore} listings`);
await index.close();
await database.close();
