import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { newId } from '../ids.js';
import { products, reviews, users } from '../schema/index.js';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from '../../auth/password.js';
import { createRandom } from './prng.js';
import { CATEGORY_WORDS, MODEL_SUFFIXES, REVIEWER_NAMES, REVIEW_COMMENTS } from './word-lists.js';

export const SEED_ACCOUNTS = {
  customer: { name: 'Jane Customer', email: 'customer@example.com', password: 'password123' },
  admin: { name: 'Admin User', email: 'admin@example.com', password: 'admin12345' },
} as const;

export interface SeedOptions {
  /** the catalogue is filled up to this many products */
  products: number;
  now?: Date;
  /** products per INSERT statement */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** start-up mode: leave a catalogue that already has products alone */
  onlyIfEmpty?: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

type NewProduct = typeof products.$inferInsert;
type NewReview = typeof reviews.$inferInsert;

/** Round dollars to a shop-like price in cents (x.99, x.49 or x.00). */
function shopPrice(dollars: number, ending: number): number {
  const whole = Math.max(1, Math.floor(dollars));
  return whole * 100 + ending;
}

/**
 * Product number `index` is always the same product (its own PRNG stream), so topping a catalogue up
 * from 300 to 100 000 products yields the same first 300.
 */
export function generateProduct(index: number, now: Date, reviewerIds: readonly string[]) {
  const rnd = createRandom(0x5eed + index * 7919);
  const words = CATEGORY_WORDS[index % CATEGORY_WORDS.length]!;
  const productType = rnd.pick(words.types);
  const brand = rnd.pick(productType.brands ?? words.brands);
  let adjective = rnd.pick(words.adjectives);
  if (productType.type.toLowerCase().includes(adjective.toLowerCase())) adjective = '';
  const suffix = rnd.pick(MODEL_SUFFIXES);
  const name = [brand, adjective, productType.type, suffix].filter(Boolean).join(' ');
  const featureA = rnd.pick(words.features);
  let featureB = rnd.pick(words.features);
  if (featureB === featureA) featureB = words.features[(words.features.indexOf(featureA) + 1) % words.features.length]!;
  const description =
    `The ${name} brings ${featureA} and ${featureB} to ${rnd.pick(words.uses)}. ` +
    `Designed by ${brand} for ${rnd.pick(words.uses)}, this ${productType.type.toLowerCase()} ` +
    `is a dependable choice you will reach for every day.`;

  const priceCents = shopPrice(productType.min + rnd.next() * (productType.max - productType.min), rnd.pick([99, 99, 49, 0]));
  const originalPriceCents = rnd.chance(0.3) ? shopPrice((priceCents / 100) * (1.1 + rnd.next() * 0.5), 99) : null;

  const stockRoll = rnd.next();
  const countInStock =
    stockRoll < 0.08 ? 0 : stockRoll < 0.18 ? rnd.int(1, 4) : stockRoll < 0.28 ? rnd.int(5, 9) : rnd.int(10, 250);

  const createdAt = rnd.chance(0.12)
    ? new Date(now.getTime() - rnd.next() * 6.5 * DAY)
    : new Date(now.getTime() - (8 + rnd.next() * 400) * DAY);

  const id = newId(createdAt);
  const reviewCount = Math.min(reviewerIds.length, rnd.chance(0.15) ? 0 : rnd.int(1, 6));
  const start = rnd.int(0, reviewerIds.length - 1);
  const productReviews: NewReview[] = [];
  let ratingSum = 0;
  for (let r = 0; r < reviewCount; r++) {
    const roll = rnd.next();
    const rating = roll < 0.05 ? 1 : roll < 0.12 ? 2 : roll < 0.27 ? 3 : roll < 0.62 ? 4 : 5;
    ratingSum += rating;
    const reviewerIndex = (start + r) % reviewerIds.length;
    const reviewedAt = new Date(createdAt.getTime() + rnd.next() * Math.max(0, now.getTime() - createdAt.getTime()));
    productReviews.push({
      id: newId(reviewedAt),
      productId: id,
      userId: reviewerIds[reviewerIndex]!,
      name: REVIEWER_NAMES[reviewerIndex % REVIEWER_NAMES.length]!,
      rating,
      comment: rnd.pick(REVIEW_COMMENTS[rating]!),
      createdAt: reviewedAt,
    });
  }

  const product: NewProduct = {
    id,
    name,
    image: `/images/${id}.svg`,
    brand,
    category: words.category,
    description,
    priceCents,
    originalPriceCents,
    rating: reviewCount ? ratingSum / reviewCount : 0,
    numReviews: reviewCount,
    countInStock,
    createdAt,
  };
  return { product, reviews: productReviews };
}

async function ensureUsers(db: Db): Promise<string[]> {
  const existing = await db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const rows: (typeof users.$inferInsert)[] = [];
  for (const [role, account] of Object.entries(SEED_ACCOUNTS)) {
    if (byEmail.has(account.email)) continue;
    rows.push({
      id: newId(),
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      isAdmin: role === 'admin',
    });
  }
  REVIEWER_NAMES.forEach((name, i) => {
    const email = `reviewer${i + 1}@reviewers.invalid`;
    if (byEmail.has(email)) return;
    const id = newId();
    byEmail.set(email, id);
    rows.push({ id, name, email, passwordHash: UNUSABLE_PASSWORD_HASH });
  });
  if (rows.length) await db.insert(users).values(rows).onConflictDoNothing();
  return REVIEWER_NAMES.map((_, i) => byEmail.get(`reviewer${i + 1}@reviewers.invalid`)!);
}

/**
 * Idempotent: creates the seeded accounts if missing and tops the catalogue up to `options.products`.
 * Returns how many products were inserted.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<number> {
  const now = options.now ?? new Date();
  const reviewerIds = await ensureUsers(db);
  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(products);
  const target = options.products;
  if (existing >= target || (options.onlyIfEmpty && existing > 0)) return 0;
  const batchSize = options.batchSize ?? 1000;
  for (let start = existing; start < target; start += batchSize) {
    const end = Math.min(target, start + batchSize);
    const productRows: NewProduct[] = [];
    const reviewRows: NewReview[] = [];
    for (let i = start; i < end; i++) {
      const generated = generateProduct(i, now, reviewerIds);
      productRows.push(generated.product);
      reviewRows.push(...generated.reviews);
    }
    await db.transaction(async (tx) => {
      await tx.insert(products).values(productRows);
      for (let r = 0; r < reviewRows.length; r += 4000) {
        await tx.insert(reviews).values(reviewRows.slice(r, r + 4000));
      }
    });
    options.onProgress?.(end, target);
  }
  // After a bulk load: fresh planner statistics, and a visibility map so counts can use index-only scans.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze reviews`);
  return target - existing;
}
