import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { splitWords } from './product-service.js';

/**
 * Keyword and filtered listings answered in memory: which products match and in which order. The database then
 * reads only the page's rows by id. With PostgreSQL's trigram index every candidate row had to be read
 * from the table to recheck the LIKE and to rank it (GIN has no index-only scans): ~10 ms for a broad
 * word over 100 000 products, and PGlite serves one query at a time.
 *
 * Matching is the SQL path's, exactly: every word of the keyword (split on JS whitespace, at most 8,
 * lower-cased) is a substring of the product's `search_text`. A word has no whitespace, so it occurs in
 * search_text iff it occurs inside one of search_text's whitespace-separated tokens: the vocabulary maps
 * each distinct token to the products holding it, and a word matches the union of the postings of the
 * tokens that contain it. Filters are listProducts' WHERE, predicate by predicate (see applyFilter()).
 * Ordering is `sortOrder()`/`keywordRank()`'s, tie-breakers included.
 *
 * Product text never changes once seeded; stock, ratings and review counts do (orders, reviews): they
 * are refreshed from the rows whose `updated_at` moved (see refresh()).
 */

/** One product as the index reads it: text lower-cased by the database (as the SQL path compares it). */
type IndexedRow = {
  id: string;
  name: string;
  nameLower: string;
  brandLower: string;
  category: string;
  searchText: string;
  priceCents: number;
  /** null: not on sale */
  originalPriceCents: number | null;
  countInStock: number;
  numReviews: number;
  rating: number;
  /** created_at in microseconds since the epoch (PostgreSQL's precision, exact in a double) */
  createdAtUs: number;
};

/**
 * A listing's filters as listProducts parses them (categories and brands lower-cased, trimmed, `all` and
 * empties dropped, capped; prices as priceBoundCents clamps them).
 */
export interface ListingFilter {
  categories: readonly string[];
  /** compared with lower(brand) */
  brands: readonly string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** rating >= this (absent or <= 0: no rating filter) */
  minRating?: number;
  /** in_stock, on_sale, new_arrivals; anything else filters nothing */
  availability?: string;
  /** new_arrivals: created_at >= this instant (ms since the epoch), the SQL path's cut-off */
  newSinceMs: number;
}

export const NO_FILTER: ListingFilter = { categories: [], brands: [], newSinceMs: 0 };

export interface ListingPage {
  /** the page's product ids, in order */
  ids: string[];
  /** every match, counted exactly */
  total: number;
}

interface Logger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

/** Rows read per statement while building: keeps the transient memory (descriptions) small. */
const BUILD_BATCH = 5000;

const rowColumns = sql`"id", "name", lower("name") as "nameLower", lower("brand") as "brandLower", "category",
  "search_text" as "searchText", "price_cents" as "priceCents", "original_price_cents" as "originalPriceCents",
  "count_in_stock" as "countInStock",
  "num_reviews" as "numReviews", "rating", (extract(epoch from "created_at") * 1000000)::float8 as "createdAtUs"`;

/**
 * Compares two strings as PostgreSQL's `collate "C"` does: by code point (UTF-8 byte order). JS `<`
 * compares UTF-16 code units, which differs only between a surrogate pair and a character at U+E000
 * or above.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** A copy of the string that holds no reference to the text it was cut from (V8 keeps slices' parents alive). */
function detached(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}

function grow<T extends Int32Array | Float64Array | Uint32Array | Uint8Array>(array: T, capacity: number): T {
  if (array.length >= capacity) return array;
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

export class SearchIndex {
  /** resolves true once built (listings then use it), false if the build failed or the app closed first */
  readonly ready: Promise<boolean>;
  /** how many listings the index answered (an observable for tests and operators) */
  searches = 0;
  /** called after a refresh changed anything, so answers computed before it can be dropped */
  onChange: () => void = () => {};
  /**
   * false while changes may go unannounced (a PostgreSQL listener reconnecting): the index then stands
   * aside, as the answer cache does, and catches up on the reconnection's announcement
   */
  isLive: () => boolean = () => true;

  private isReady = false;
  /**
   * A change was announced and the refresh that reflects it has not ended: the database answers until
   * then, so a listing read right after this process's own write (an order, a review) shows it.
   */
  private stale = false;
  private closed = false;
  private resolveReady!: (built: boolean) => void;
  private building: Promise<void> | undefined;

  // One slot per product, in id order as loaded (idRank keeps the order if a later id sorts earlier).
  private count = 0;
  private ids: string[] = [];
  private names: string[] = [];
  private namesLower: string[] = [];
  private brandsLower: string[] = [];
  private categories: string[] = [];
  private slotById = new Map<string, number>();
  private priceCents = new Int32Array(0);
  /** -1: null (prices are never negative, so `original > price` is false as in SQL) */
  private originalPriceCents = new Int32Array(0);
  /** per slot, the index of its category in categoryNames / brand in brandIds */
  private categoryOf = new Int32Array(0);
  private brandOf = new Int32Array(0);
  private categoryNames: string[] = [];
  private categoryIds = new Map<string, number>();
  private brandIds = new Map<string, number>();
  /** per category, its slots (the first categorySlotCounts[c] entries): a category filter scans only these */
  private categorySlots: Int32Array[] = [];
  private categorySlotCounts: number[] = [];
  private countInStock = new Int32Array(0);
  private numReviews = new Int32Array(0);
  private rating = new Float64Array(0);
  private createdAtUs = new Float64Array(0);
  private idRank = new Int32Array(0);
  /** position of each slot in A-to-Z order (lower(name) C, name C, id) */
  private nameRank = new Int32Array(0);
  private idsOutOfOrder = false;
  /** interned brand and category strings (few distinct values, 100 000 rows) */
  private interned = new Map<string, string>();

  // token -> slots holding it; built with growable arrays, then packed.
  private tokens: string[] = [];
  private postings: Int32Array[] = [];
  private tokenIndex = new Map<string, number>();
  private pendingPostings: number[][] | undefined = [];

  // Per-query scratch, reused: stamp[slot] marks how many of the query's words a slot matched so far.
  private stamp = new Uint32Array(0);
  private stampBase = 0;
  private matches = new Int32Array(0);
  private tier = new Uint8Array(0);

  // Refresh: at most one in flight and one queued.
  private watermark: string | undefined;
  private refreshing: Promise<void> | undefined;
  private refreshQueued = false;
  private refreshWaiters: (() => void)[] = [];
  private nextRoundWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
  }

  get built(): boolean {
    return this.isReady && !this.closed;
  }

  /** built, not closed, told of every change and up to date with the last one announced: listings may use it */
  get usable(): boolean {
    return this.built && !this.stale && this.isLive();
  }

  get productCount(): number {
    return this.count;
  }

  get tokenCount(): number {
    return this.tokens.length;
  }

  /** Reads the catalogue in keyset batches of BUILD_BATCH rows; yields to other work between batches. */
  build(): Promise<void> {
    this.building ??= this.runBuild();
    return this.building;
  }

  private async runBuild(): Promise<void> {
    const started = performance.now();
    try {
      this.watermark = await this.databaseNow();
      let after = '';
      for (;;) {
        if (this.closed) return this.resolveReady(false);
        const rows = await this.readRows(sql`where "id" > ${after} order by "id" limit ${BUILD_BATCH}`);
        for (const row of rows) this.addRow(row);
        if (rows.length < BUILD_BATCH) break;
        after = rows[rows.length - 1]!.id;
        await new Promise((resolve) => setImmediate(resolve));
      }
      this.packPostings();
      if (this.idsOutOfOrder) this.rankIds();
      this.rankNames();
      this.isReady = true;
      this.log.info(
        {
          products: this.count,
          tokens: this.tokens.length,
          ms: Math.round(performance.now() - started),
          heapUsedMB: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
        },
        'search index built',
      );
      this.resolveReady(true);
      // Changes made while the batches were read are picked up now.
      await this.refresh();
    } catch (error) {
      if (!this.closed)
        this.log.warn(
          { err: { message: (error as Error).message } },
          'search index not built; keyword and filtered listings use the database',
        );
      this.resolveReady(false);
    }
  }

  /** Stops building and refreshing (the database is about to close); waits for a statement in flight. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([this.building, this.refreshing]);
  }

  private async databaseNow(): Promise<string> {
    const result = await this.db.execute<{ now: string }>(sql`select clock_timestamp()::text as "now"`);
    return result.rows[0]!.now;
  }

  private async readRows(where: SQL): Promise<IndexedRow[]> {
    const result = await this.db.execute<IndexedRow>(sql`select ${rowColumns} from "products" ${where}`);
    return result.rows.map((row) => ({ ...row, rating: Number(row.rating), createdAtUs: Number(row.createdAtUs) }));
  }

  private intern(text: string): string {
    const known = this.interned.get(text);
    if (known !== undefined) return known;
    this.interned.set(text, text);
    return text;
  }

  private ensureCapacity(size: number) {
    if (this.priceCents.length >= size) return;
    const capacity = Math.max(size, Math.ceil(this.priceCents.length * 1.5), 1024);
    this.priceCents = grow(this.priceCents, capacity);
    this.originalPriceCents = grow(this.originalPriceCents, capacity);
    this.categoryOf = grow(this.categoryOf, capacity);
    this.brandOf = grow(this.brandOf, capacity);
    this.countInStock = grow(this.countInStock, capacity);
    this.numReviews = grow(this.numReviews, capacity);
    this.rating = grow(this.rating, capacity);
    this.createdAtUs = grow(this.createdAtUs, capacity);
    this.idRank = grow(this.idRank, capacity);
    this.nameRank = grow(this.nameRank, capacity);
    this.stamp = grow(this.stamp, capacity);
    this.matches = grow(this.matches, capacity);
    this.tier = grow(this.tier, capacity);
  }

  private setSortKeys(slot: number, row: IndexedRow) {
    this.priceCents[slot] = row.priceCents;
    this.originalPriceCents[slot] = row.originalPriceCents ?? -1;
    this.countInStock[slot] = row.countInStock;
    this.numReviews[slot] = row.numReviews;
    this.rating[slot] = row.rating;
    this.createdAtUs[slot] = row.createdAtUs;
  }

  private addRow(row: IndexedRow) {
    const slot = this.count++;
    this.ensureCapacity(this.count);
    this.ids.push(row.id);
    this.names.push(row.name);
    this.namesLower.push(row.nameLower);
    this.brandsLower.push(this.intern(row.brandLower));
    this.categories.push(this.intern(row.category));
    this.slotById.set(row.id, slot);
    this.brandOf[slot] = this.brandId(row.brandLower);
    this.addToCategory(slot, row.category);
    this.setSortKeys(slot, row);
    // Slots are loaded in id order; a product added later with a smaller id re-ranks them all (once the
    // batch is in: see rankIfNeeded).
    this.idRank[slot] = slot;
    if (slot > 0 && row.id < this.ids[slot - 1]!) this.idsOutOfOrder = true;

    const seen = new Set<string>();
    for (const token of row.searchText.split(/\s+/)) {
      if (!token || seen.has(token)) continue;
      seen.add(token);
      let index = this.tokenIndex.get(token);
      if (index === undefined) {
        index = this.tokens.length;
        const own = detached(token);
        this.tokens.push(own);
        this.tokenIndex.set(own, index);
        if (this.pendingPostings) this.pendingPostings.push([]);
        else this.postings.push(new Int32Array(0));
      }
      if (this.pendingPostings) this.pendingPostings[index]!.push(slot);
      else {
        // After the build (a product added while running: rare), the packed list is copied with the slot.
        const list = this.postings[index]!;
        const next = new Int32Array(list.length + 1);
        next.set(list);
        next[list.length] = slot;
        this.postings[index] = next;
      }
    }
  }

  private brandId(brandLower: string): number {
    let id = this.brandIds.get(brandLower);
    if (id === undefined) {
      id = this.brandIds.size;
      this.brandIds.set(this.intern(brandLower), id);
    }
    return id;
  }

  private addToCategory(slot: number, category: string) {
    let id = this.categoryIds.get(category);
    if (id === undefined) {
      id = this.categoryNames.length;
      this.categoryIds.set(this.intern(category), id);
      this.categoryNames.push(this.intern(category));
      this.categorySlots.push(new Int32Array(1024));
      this.categorySlotCounts.push(0);
    }
    this.categoryOf[slot] = id;
    const size = this.categorySlotCounts[id]!;
    if (size === this.categorySlots[id]!.length) this.categorySlots[id] = grow(this.categorySlots[id]!, size * 2);
    this.categorySlots[id]![size] = slot;
    this.categorySlotCounts[id] = size + 1;
  }

  /** A product whose category changed leaves its old category's list (rare: no route changes it today). */
  private moveCategory(slot: number, category: string) {
    const old = this.categoryOf[slot]!;
    const list = this.categorySlots[old]!;
    const size = this.categorySlotCounts[old]!;
    const at = list.subarray(0, size).indexOf(slot);
    list.copyWithin(at, at + 1, size);
    this.categorySlotCounts[old] = size - 1;
    this.categories[slot] = this.intern(category);
    this.addToCategory(slot, category);
  }

  private packPostings() {
    if (!this.pendingPostings) return;
    this.postings = this.pendingPostings.map((list) => Int32Array.from(list));
    this.pendingPostings = undefined;
  }

  private rankIds() {
    const order = Array.from({ length: this.count }, (_, slot) => slot);
    order.sort((a, b) => (this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0));
    order.forEach((slot, rank) => (this.idRank[slot] = rank));
  }

  private rankNames() {
    const order = Array.from({ length: this.count }, (_, slot) => slot);
    order.sort(
      (a, b) =>
        compareCodePoints(this.namesLower[a]!, this.namesLower[b]!) ||
        compareCodePoints(this.names[a]!, this.names[b]!) ||
        this.idRank[a]! - this.idRank[b]!,
    );
    order.forEach((slot, rank) => (this.nameRank[slot] = rank));
  }

  /**
   * Re-reads the sort keys of the products changed since the last refresh (and adds products the index
   * does not know). Coalesced: while one runs, calls queue at most one more; the promise resolves when
   * the catalogue as it was at the call is reflected.
   */
  refresh(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.refreshWaiters.push(resolve));
    if (!this.isReady) {
      // The build reads everything and refreshes when it ends; until then there is nothing to refresh.
      if (!this.building) this.flushWaiters();
      else void this.building.then(() => this.flushWaiters());
      return done;
    }
    this.stale = true;
    if (this.refreshing) {
      this.refreshQueued = true;
      return done;
    }
    this.refreshing = this.runRefreshes();
    return done;
  }

  /**
   * Resolves when the next refresh that starts after this call has ended, whoever asked for it (a change
   * announcement from this process or, on PostgreSQL, from another one). Tests wait on it.
   */
  nextRefresh(): Promise<void> {
    return new Promise((resolve) => this.nextRoundWaiters.push(resolve));
  }

  private flushWaiters() {
    const waiters = this.refreshWaiters;
    this.refreshWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private async runRefreshes() {
    try {
      do {
        this.refreshQueued = false;
        // Everyone waiting now is served by this round (it starts after their call).
        const waiters = [...this.refreshWaiters, ...this.nextRoundWaiters];
        this.refreshWaiters = [];
        this.nextRoundWaiters = [];
        try {
          if (!this.closed) await this.refreshOnce();
          // Up to date unless another announcement came in meanwhile (then the next round is needed).
          if (!this.refreshQueued && this.refreshWaiters.length === 0) this.stale = false;
        } catch (error) {
          // Stays stale (the database answers) until a refresh succeeds: the next announcement's.
          if (!this.closed) this.log.warn({ err: { message: (error as Error).message } }, 'search index refresh failed');
        }
        for (const resolve of waiters) resolve();
      } while (this.refreshQueued || this.refreshWaiters.length > 0);
    } finally {
      this.refreshing = undefined;
    }
  }

  /** Rows changed since the last refresh began, less 10 s: a write that committed late is still seen. */
  private async refreshOnce() {
    const now = await this.databaseNow();
    const rows = await this.readRows(sql`where "updated_at" >= ${this.watermark ?? now}::timestamptz - interval '10 seconds'`);
    let added = false;
    let changed = false;
    for (const row of rows) {
      const slot = this.slotById.get(row.id);
      if (slot === undefined) {
        this.addRow(row);
        added = true;
      } else if (
        this.priceCents[slot] !== row.priceCents ||
        this.originalPriceCents[slot] !== (row.originalPriceCents ?? -1) ||
        this.categories[slot] !== row.category ||
        this.brandsLower[slot] !== row.brandLower ||
        this.countInStock[slot] !== row.countInStock ||
        this.numReviews[slot] !== row.numReviews ||
        this.rating[slot] !== row.rating ||
        this.createdAtUs[slot] !== row.createdAtUs
      ) {
        this.setSortKeys(slot, row);
        if (this.categories[slot] !== row.category) this.moveCategory(slot, row.category);
        if (this.brandsLower[slot] !== row.brandLower) {
          this.brandsLower[slot] = this.intern(row.brandLower);
          this.brandOf[slot] = this.brandId(row.brandLower);
        }
        changed = true;
      }
    }
    if (added) {
      if (this.idsOutOfOrder) this.rankIds();
      this.rankNames();
    }
    this.watermark = now;
    if (added || changed) this.onChange();
  }

  /**
   * The page of a listing with a keyword, filters or both, in the given sort, and the exact total;
   * undefined while the index is not usable (the caller then asks the database).
   */
  search(keyword: string, filter: ListingFilter, sort: string, offset: number, limit: number): ListingPage | undefined {
    if (!this.usable) return undefined;
    const words = splitWords(keyword);
    this.searches += 1;

    let total: number;
    if (words.length > 0) {
      total = this.matchWords(words);
      total = this.applyFilter(filter, this.matches, total, true);
    } else if (filter.categories.length > 0) {
      // Each category's own slots: a category filter scans its share of the catalogue, not all of it.
      total = 0;
      for (const id of new Set(filter.categories.map((category) => this.categoryIds.get(category)))) {
        if (id === undefined) continue;
        total = this.applyFilter(filter, this.categorySlots[id]!, this.categorySlotCounts[id]!, false, total);
      }
    } else {
      total = this.applyFilter(filter, undefined, this.count, false);
    }

    if (offset >= total) return { ids: [], total };
    const matches = this.matches;
    const compare = this.comparator(sort, words.length > 0 ? keyword : '', matches, total);
    const page = selectPage(matches, total, offset + limit, compare).slice(offset, offset + limit);
    return { ids: page.map((slot) => this.ids[slot]!), total };
  }

  /** Puts the slots matching every word into `matches`; returns how many. */
  private matchWords(words: string[]): number {
    const tokenLists = words.map((word) => {
      const found: number[] = [];
      for (let i = 0; i < this.tokens.length; i++) if (this.tokens[i]!.includes(word)) found.push(i);
      return found;
    });
    if (tokenLists.some((list) => list.length === 0)) return 0;

    // stamp[slot] === base + k: the slot matched the first k words. No 100 000-entry array is cleared per query.
    if (this.stampBase + words.length + 1 >= 0xffffffff) {
      this.stamp.fill(0);
      this.stampBase = 0;
    }
    const base = this.stampBase;
    this.stampBase += words.length;
    const stamp = this.stamp;
    const matches = this.matches;
    let total = 0;
    const last = words.length - 1;
    tokenLists.forEach((tokenIndexes, k) => {
      const required = base + k;
      const next = base + k + 1;
      for (const tokenIndex of tokenIndexes) {
        const slots = this.postings[tokenIndex]!;
        for (let i = 0; i < slots.length; i++) {
          const slot = slots[i]!;
          const seen = stamp[slot]!;
          // First word: every stamp of earlier queries is <= base, so anything but `next` is "not yet seen".
          if (k === 0 ? seen === next : seen !== required) continue;
          stamp[slot] = next;
          if (k === last) matches[total++] = slot;
        }
      }
    });
    return total;
  }

  /**
   * Appends to `matches` (from `total`) the candidates that pass every filter: the first `size` of
   * `candidates`, or slots 0..size without them. `checkCategory`: the candidates are not already one
   * category's slots. The WHERE of listProducts, predicate by predicate.
   */
  private applyFilter(
    filter: ListingFilter,
    candidates: Int32Array | undefined,
    size: number,
    checkCategory: boolean,
    total = 0,
  ): number {
    const { priceCents, originalPriceCents, countInStock, rating, createdAtUs, categoryOf, brandOf, matches } = this;
    let categoryAllowed: Uint8Array | undefined;
    if (checkCategory && filter.categories.length > 0) {
      categoryAllowed = new Uint8Array(this.categoryNames.length);
      for (const category of filter.categories) {
        const id = this.categoryIds.get(category);
        if (id !== undefined) categoryAllowed[id] = 1;
      }
    }
    let brandAllowed: Uint8Array | undefined;
    if (filter.brands.length > 0) {
      brandAllowed = new Uint8Array(this.brandIds.size);
      for (const brand of filter.brands) {
        const id = this.brandIds.get(brand);
        if (id !== undefined) brandAllowed[id] = 1;
      }
    }
    const minPrice = filter.minPriceCents ?? -Infinity;
    const maxPrice = filter.maxPriceCents ?? Infinity;
    const minRating = filter.minRating !== undefined && filter.minRating > 0 ? filter.minRating : -Infinity;
    const inStock = filter.availability === 'in_stock';
    const onSale = filter.availability === 'on_sale';
    const newArrivals = filter.availability === 'new_arrivals';
    // created_at (µs) >= the cut-off (ms): compared in microseconds, exactly.
    const newSinceUs = filter.newSinceMs * 1000;
    // Matches are written over the candidates' own array only when it is `matches` (keyword): never ahead.
    for (let i = 0; i < size; i++) {
      const slot = candidates ? candidates[i]! : i;
      if (categoryAllowed && categoryAllowed[categoryOf[slot]!] !== 1) continue;
      if (brandAllowed && brandAllowed[brandOf[slot]!] !== 1) continue;
      const price = priceCents[slot]!;
      if (price < minPrice || price > maxPrice) continue;
      if (rating[slot]! < minRating) continue;
      if (inStock && countInStock[slot]! <= 0) continue;
      if (onSale && originalPriceCents[slot]! <= price) continue;
      if (newArrivals && createdAtUs[slot]! < newSinceUs) continue;
      matches[total++] = slot;
    }
    return total;
  }

  /** sortOrder()'s order for this sort (featured: keywordRank()'s tier first), as a slot comparator. */
  private comparator(sort: string, keyword: string, matches: Int32Array, total: number): (a: number, b: number) => number {
    const { priceCents, countInStock, numReviews, rating, createdAtUs, idRank, nameRank } = this;
    switch (sort) {
      case 'price_asc':
        return (a, b) => priceCents[a]! - priceCents[b]! || idRank[a]! - idRank[b]!;
      case 'price_desc':
        return (a, b) => priceCents[b]! - priceCents[a]! || idRank[b]! - idRank[a]!;
      case 'newest':
        return (a, b) => createdAtUs[b]! - createdAtUs[a]! || idRank[b]! - idRank[a]!;
      case 'rating':
        return (a, b) => rating[b]! - rating[a]! || numReviews[b]! - numReviews[a]! || idRank[a]! - idRank[b]!;
      case 'popular':
        return (a, b) => numReviews[b]! - numReviews[a]! || rating[b]! - rating[a]! || idRank[a]! - idRank[b]!;
      case 'name_asc':
        return (a, b) => nameRank[a]! - nameRank[b]!;
      case 'name_desc':
        return (a, b) => nameRank[b]! - nameRank[a]!;
    }
    const inStockFirst = (a: number, b: number) =>
      (countInStock[b]! > 0 ? 1 : 0) - (countInStock[a]! > 0 ? 1 : 0) ||
      numReviews[b]! - numReviews[a]! ||
      rating[b]! - rating[a]! ||
      idRank[a]! - idRank[b]!;
    // Only "featured" ranks by the keyword (another sort value falls back to the featured order unranked).
    if (sort !== 'featured' || !keyword) return inStockFirst;
    const tier = this.tier;
    for (let i = 0; i < total; i++) tier[matches[i]!] = this.keywordTier(matches[i]!, keyword);
    return (a, b) => tier[a]! - tier[b]! || inStockFirst(a, b);
  }

  /** keywordRank(): 0 whole name, 1 name prefix, 2 in the name, 3 brand, 4 category, 5 elsewhere. */
  private keywordTier(slot: number, keyword: string): number {
    const name = this.namesLower[slot]!;
    const at = name.indexOf(keyword);
    if (at === 0) return name === keyword ? 0 : 1;
    if (at > 0) return 2;
    if (this.brandsLower[slot] === keyword) return 3;
    if (this.categories[slot] === keyword) return 4;
    return 5;
  }
}

/**
 * The first `count` of `matches[0..total)` in order, without sorting them all when the page is near the
 * front: a bounded max-heap keeps the best `count` seen.
 */
function selectPage(matches: Int32Array, total: number, count: number, compare: (a: number, b: number) => number): number[] {
  if (count * 4 >= total) return Array.from(matches.subarray(0, total)).sort(compare).slice(0, count);
  const heap: number[] = [];
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  };
  for (let i = 0; i < total; i++) {
    const slot = matches[i]!;
    if (heap.length < count) {
      heap.push(slot);
      siftUp(heap.length - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
