// npm run bench:changes -w api -- [--products 1000] [--requests 3000] [--order-every none,10,50,200] [--review-every 0]
//   [--stock 1000] [--listing-ttl-ms 5000]
// The answer cache's and the page cache's hit rates while shoppers browse and, every N requests, one of
// them places an order (api/README.md, "Answer cache"). Each N is run twice on the same sequence of
// requests: "everything", as before targeted invalidation (every order announced as a catalogue change:
// both caches emptied), and "targeted" (an order names its products: only what shows them, or depends
// on what changed, is dropped). In process, through app.inject, on an in-memory PGlite catalogue, with
// the built shop (npm run build) rendering the pages; "none" is the ceiling: browsing without orders. A page miss waits for its compression before the
// next request, so the pages' rate counts invalidations, not the one-page-at-a-time compression.
import { parseArgs } from 'node:util';
import { CATEGORIES } from 'shared-ui/pricing';
import { buildApp } from '../src/app.js';
import { products } from '../src/db/schema/index.js';
import { createRandom } from '../src/db/seed/prng.js';
import { CATALOGUE_CHANGE } from '../src/services/product-changes/product-change.js';
import { KEYWORDS } from './bench-queries.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '3000' },
    'order-every': { type: 'string', default: 'none,10,50,200' },
    'review-every': { type: 'string', default: '0' },
    stock: { type: 'string', default: '1000' },
    'listing-ttl-ms': { type: 'string', default: '5000' },
  },
});
const requests = Number(values.requests);
const orderEvery = values['order-every'].split(',').map((every) => (every === 'none' ? 0 : Number(every)));
const reviewEvery = Number(values['review-every']);

const app = await buildApp({
  database: { kind: 'pglite', dataDir: 'memory' },
  seed: Number(values.products),
  logger: false,
  rateLimit: false,
  accountLimits: false,
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  productCacheTtlMs: Number(values['listing-ttl-ms']),
});
await app.ready();
if (!(await app.searchIndex?.ready)) throw new Error('the search index did not build');
if (!app.pageCache) throw new Error('the shop is not built: run npm run build first');
const pageCache = app.pageCache;
await app.db.update(products).set({ countInStock: Number(values.stock) });
const ids = (await app.db.select({ id: products.id }).from(products).orderBy(products.id)).map((row) => row.id);
const targeted = app.invalidateProductAnswers;

async function register(name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name, email: `${name.replace(/\W/g, '').toLowerCase()}-${Date.now()}@example.com`, password: 'bench-pass-1' },
  });
  return (response.json() as { token: string }).token;
}
const shopper = await register('Bench Shopper');

/** One shopper's request: a page (first view) or an API read (the shop's own navigation), popular items more often. */
function browsing(random: ReturnType<typeof createRandom>) {
  // Popularity: a few products and categories get most of the views (and the orders).
  const product = () => ids[Math.floor(ids.length * random.next() ** 3)]!;
  const category = () => CATEGORIES[Math.floor(CATEGORIES.length * random.next() ** 2)]!;
  const roll = random.next();
  if (roll < 0.15) return { page: true, url: '/' };
  if (roll < 0.3) return { page: true, url: `/category/${encodeURIComponent(category())}` };
  if (roll < 0.55) return { page: true, url: `/product/${product()}` };
  if (roll < 0.75) {
    const sort = random.pick(['', '', 'price_asc', 'newest', 'rating']);
    return { page: false, url: `/api/products?category=${category()}&page=${random.int(1, 3)}${sort ? `&sort=${sort}` : ''}` };
  }
  if (roll < 0.9) return { page: false, url: `/api/products/${product()}` };
  return { page: false, url: `/api/products?keyword=${encodeURIComponent(random.pick(KEYWORDS))}` };
}

async function run(every: number, announce: 'everything' | 'targeted' | 'no orders') {
  app.invalidateProductAnswers = announce === 'targeted' ? targeted : () => targeted(CATALOGUE_CHANGE);
  await app.db.update(products).set({ countInStock: Number(values.stock) });
  await targeted(CATALOGUE_CHANGE);
  await app.searchIndex?.refresh();
  const random = createRandom(every * 7919 + 1);
  const start = { answers: [app.productCache.hits, app.productCache.misses], pages: [pageCache.hits, pageCache.misses] };
  let orders = 0;
  let refused = 0;
  let reviews = 0;
  const started = performance.now();
  for (let i = 1; i <= requests; i++) {
    if (every > 0 && i % every === 0) {
      const product = ids[Math.floor(ids.length * random.next() ** 3)]!;
      const order = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${shopper}` },
        payload: {
          orderItems: [{ product, qty: 1 }],
          shippingAddress: {
            fullName: 'Bench Shopper',
            address: '1 Main St',
            city: 'Springfield',
            postalCode: '12345',
            country: 'USA',
          },
          paymentMethod: 'PayPal',
        },
      });
      // With little stock (--stock) popular products sell out: their orders are refused and announce nothing.
      if (order.statusCode === 400 && /out of stock/.test(order.body)) {
        refused += 1;
        continue;
      }
      if (order.statusCode !== 201) throw new Error(`order: ${order.statusCode} ${order.body}`);
      orders += 1;
      if (reviewEvery > 0 && orders % reviewEvery === 0) {
        const review = await app.inject({
          method: 'POST',
          url: `/api/products/${product}/reviews`,
          headers: { authorization: `Bearer ${await register(`Reviewer ${orders}`)}` },
          payload: { rating: random.int(1, 5), comment: 'Bench review' },
        });
        if (review.statusCode !== 201) throw new Error(`review: ${review.statusCode} ${review.body}`);
        reviews += 1;
      }
      continue;
    }
    const { page, url } = browsing(random);
    const misses = pageCache.misses;
    const response = await app.inject({
      method: 'GET',
      url,
      headers: page ? { accept: 'text/html', 'accept-encoding': 'br' } : {},
    });
    if (response.statusCode >= 500) throw new Error(`${url}: ${response.statusCode}`);
    if (page && pageCache.misses !== misses) await pageCache.settled();
  }
  const rate = ([hits, misses]: number[], [hits0, misses0]: number[]) => {
    const h = hits! - hits0!;
    const m = misses! - misses0!;
    return `${((100 * h) / Math.max(h + m, 1)).toFixed(1)} % of ${h + m}`;
  };
  return {
    'order every': every || 'none',
    announce,
    orders,
    'sold out': refused,
    reviews,
    'answer cache hits': rate([app.productCache.hits, app.productCache.misses], start.answers),
    'page cache hits': rate([pageCache.hits, pageCache.misses], start.pages),
    seconds: ((performance.now() - started) / 1000).toFixed(1),
  };
}

const rows = [];
for (const every of orderEvery) {
  if (every === 0) rows.push(await run(0, 'no orders'));
  else for (const announce of ['everything', 'targeted'] as const) rows.push(await run(every, announce));
}
console.log(
  `${ids.length} products, ${requests} requests a run (pages 55 %, API reads 45 %), stock ${values.stock} each, ` +
    `listings cached ${values['listing-ttl-ms']} ms`,
);
console.table(rows);
await app.close();
