// tsx --conditions=source bench/walk-vs-rank.ts [--database postgres://…]
// The search index's two ways of finding a page (search-index/order-page.ts) on the bench catalogue:
// walking the sort's order and ranking every match. Builds the index, runs each query both ways (the
// bench's keywords and filters, more keywords with tiers, brands and categories, every sort, pages 1, 2
// and 40), and prints how many answers differed (pages or totals; it must be none) and the time each way.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseConfig } from '../src/db/client.js';
import { packageRoot } from '../src/package-root.js';
import { parseListingQuery, type ListQuery } from '../src/services/listing-query.js';
import { SearchIndex } from '../src/services/search-index/search-index.js';
import { WALK_FROM_MATCHES } from '../src/services/search-index/order-page.js';
import { CATEGORIES, KEYWORDS, PRICE_RANGES, SORTS } from './bench-queries.js';

const { values } = parseArgs({ options: { database: { type: 'string' } } });
const config: DatabaseConfig = values.database
  ? { kind: 'postgres', url: values.database }
  : { kind: 'pglite', dataDir: join(packageRoot, 'data-bench') };
const database = await openDatabase(config);
const index = new SearchIndex(database.db, { info() {}, warn() {} });
await index.build();

const pages = [1, 2, 40];
const keywords = [...KEYWORDS, 'e', 'e s', 'books', 'pro', 'le creuset', 'sony wh', 'gaming mouse pro', 'cast iron'];
const queries: ListQuery[] = [
  ...keywords.flatMap((keyword) => [...SORTS, ''].flatMap((sort) => pages.map((page) => ({ keyword, sort, page })))),
  ...CATEGORIES.flatMap((category) =>
    PRICE_RANGES.flatMap(([minPrice, maxPrice]) =>
      SORTS.flatMap((sort) => pages.map((page) => ({ category, minPrice, maxPrice, sort, page }))),
    ),
  ),
  ...SORTS.flatMap((sort) =>
    [1, 3].flatMap((page) => [
      { availability: 'in_stock', sort, page },
      { keyword: 'wireless', rating: 4.5, sort, page },
      { minPrice: 900, sort, page },
      { maxPrice: 10, sort, page },
    ]),
  ),
];
let different = 0;
const ms = { walk: 0, rank: 0 };
for (const query of queries) {
  const { keyword, filter, sort, offset, limit } = parseListingQuery(query);
  const answer = (walkFrom: number) => {
    index.walkFrom = walkFrom;
    const started = performance.now();
    const page = index.search(keyword, filter, sort, offset, limit);
    return { page: JSON.stringify(page), ms: performance.now() - started };
  };
  const [walked, ranked] = [answer(WALK_FROM_MATCHES), answer(Infinity)];
  ms.walk += walked.ms;
  ms.rank += ranked.ms;
  if (walked.page !== ranked.page) {
    different += 1;
    console.log(`different: ${JSON.stringify(query)}`);
  }
}
console.log(
  `${queries.length} queries, ${different} answers different; walking ${ms.walk.toFixed(0)} ms, ranking ${ms.rank.toFixed(0)} ms in all`,
);
await index.close();
await database.close();
process.exitCode = different === 0 ? 0 : 1;
