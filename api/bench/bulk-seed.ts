// Fills a PostgreSQL catalogue to a million products in minutes rather than hours: the same products as
// the shop's seed (generateProduct, product number i is always the same product), but sent as one
// `insert … select from unnest(arrays)` per batch (COPY-like: one statement, one parse, one round trip
// for 20 000 rows), with the secondary indexes dropped during the load and rebuilt once afterwards.
import type pg from 'pg';
import { generateProduct } from '../src/db/seed/seed.js';
import { REVIEWER_NAMES } from '../src/db/seed/word-lists.js';

const BATCH = 20_000;

/** Index definitions (pg_indexes) of a table apart from its primary key, to drop for a bulk load and rebuild. */
async function secondaryIndexes(client: pg.PoolClient, table: string): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
       join pg_class c on c.relname = i.indexname
       left join pg_constraint k on k.conindid = c.oid
     where i.schemaname = 'public' and i.tablename = $1 and k.oid is null`,
    [table],
  );
  return rows.map((r) => ({ name: r.indexname, definition: r.indexdef }));
}

async function insertBatch(client: pg.PoolClient, start: number, end: number, now: Date, reviewerIds: string[]) {
  const p = Array.from({ length: 12 }, () => [] as unknown[]);
  const r = Array.from({ length: 7 }, () => [] as unknown[]);
  for (let i = start; i < end; i++) {
    const { product, reviews } = generateProduct(i, now, reviewerIds);
    const values = [
      product.id,
      product.name,
      product.image,
      product.brand,
      product.category,
      product.description,
      product.priceCents,
      product.originalPriceCents,
      product.rating,
      product.numReviews,
      product.countInStock,
      (product.createdAt as Date).toISOString(),
    ];
    values.forEach((value, column) => p[column]!.push(value));
    for (const review of reviews) {
      [review.id, review.productId, review.userId, review.name, review.rating, review.comment].forEach((value, column) =>
        r[column]!.push(value),
      );
      r[6]!.push((review.createdAt as Date).toISOString());
    }
  }
  await client.query(
    `insert into products (id, name, image, brand, category, description, price_cents, original_price_cents,
       rating, num_reviews, count_in_stock, created_at, updated_at)
     select *, created from unnest($1::varchar[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
       $8::int[], $9::float8[], $10::int[], $11::int[], $12::timestamptz[])
       as t(id, name, image, brand, category, description, price, original, rating, reviews, stock, created)`,
    p,
  );
  await client.query(
    `insert into reviews (id, product_id, user_id, name, rating, comment, created_at)
     select * from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::text[], $5::int[], $6::text[], $7::timestamptz[])`,
    r,
  );
}

/**
 * Tops the catalogue up to `target` products (the accounts and reviewers must exist: seedDatabase with
 * products 0 creates them). Returns how many products were inserted.
 */
export async function bulkSeedPostgres(
  pool: pg.Pool,
  target: number,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const client = await pool.connect();
  try {
    const { rows: counted } = await client.query<{ n: number }>('select count(*)::int as n from products');
    const existing = counted[0]!.n;
    if (existing >= target) return 0;
    const { rows: reviewers } = await client.query<{ id: string; email: string }>(
      `select id, email from users where email like 'reviewer%@reviewers.invalid'`,
    );
    const byEmail = new Map(reviewers.map((u) => [u.email, u.id]));
    const reviewerIds = REVIEWER_NAMES.map((_, i) => byEmail.get(`reviewer${i + 1}@reviewers.invalid`)!);
    if (reviewerIds.some((id) => !id)) throw new Error('bulk seed: the reviewers are missing (run seedDatabase first)');

    const indexes = [...(await secondaryIndexes(client, 'products')), ...(await secondaryIndexes(client, 'reviews'))];
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const { name } of indexes) await client.query(`drop index if exists "${name}"`);
    try {
      const now = new Date();
      for (let start = existing; start < target; start += BATCH) {
        const end = Math.min(target, start + BATCH);
        await client.query('begin');
        await insertBatch(client, start, end, now, reviewerIds);
        await client.query('commit');
        onProgress(end, target);
      }
    } finally {
      // Rebuilt even when the load fails part way, so the database is never left without its indexes.
      for (const { definition } of indexes) await client.query(definition);
    }
    await client.query('vacuum analyze products');
    await client.query('vacuum analyze reviews');
    return target - existing;
  } finally {
    client.release();
  }
}
