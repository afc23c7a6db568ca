import type { Db } from '../../db/client.js';
import { splitWords, type ListingFilter, type ListingPage } from '../listing-query.js';
import type { ProductChange } from '../product-changes/product-change.js';
import { filterSlots } from './filter-slots.js';
import { databaseNow, readBatchAfter, readChangedSince, BUILD_BATCH } from './indexed-rows.js';
import { orderPage, WALK_FROM_MATCHES } from './order-page.js';
import { ProductSlots } from './product-slots.js';
import { QueryScratch } from './query-scratch.js';
import { RefreshRounds } from './refresh-rounds.js';
import { TimeSlices } from './time-slices.js';

interface Logger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

/**
 * Keyword and filtered listings answered in memory: which products match and in which order (the
 * database then reads only the page's rows by id). Built once, refreshed on every change announcement;
 * how it matches, filters and orders exactly as the SQL path does is in the README's "Keyword search".
 */
export class SearchIndex {
  /** true once built and caught up with changes made meanwhile (listings then use it); false if the build failed or the app closed */
  readonly ready: Promise<boolean>;
  /** how many listings the index answered (an observable for tests and operators) */
  searches = 0;
  /** from how many matches a page may be found by walking the sort's order (order-page.ts; tests lower it) */
  walkFrom = WALK_FROM_MATCHES;
  /** called after a refresh changed anything, with what it changed, so answers computed before it can be dropped */
  onChange: (changes: ProductChange[]) => void = () => {};
  /**
   * false while changes may go unannounced (a PostgreSQL listener reconnecting): the index then stands
   * aside, as the answer cache does, and catches up on the reconnection's announcement
   */
  isLive: () => boolean = () => true;

  private readonly slots = new ProductSlots();
  private readonly scratch = new QueryScratch();
  /**
   * A change was announced and the refresh that reflects it has not ended (`rounds.stale`): the database
   * answers until then, so a listing read right after this process's own write (an order, a review) shows it.
   */
  private readonly rounds: RefreshRounds;
  private isReady = false;
  private closed = false;
  private resolveReady!: (built: boolean) => void;
  private building: Promise<void> | undefined;
  private watermark: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
    this.rounds = new RefreshRounds(
      async () => {
        if (!this.closed) await this.refreshOnce();
      },
      (error) => {
        if (!this.closed) this.log.warn({ err: { message: error.message } }, 'search index refresh failed');
      },
    );
  }

  get built(): boolean {
    return this.isReady && !this.closed;
  }

  /** built, not closed, told of every change and up to date with the last one announced: listings may use it */
  get usable(): boolean {
    return this.built && !this.rounds.stale && this.isLive();
  }

  get productCount(): number {
    return this.slots.count;
  }

  get tokenCount(): number {
    return this.slots.vocabulary.tokens.length;
  }

  /**
   * Reads the catalogue in keyset batches of BUILD_BATCH rows and takes them in slices of a few
   * milliseconds, so requests are answered throughout the build (a million products take seconds).
   */
  build(): Promise<void> {
    this.building ??= this.runBuild();
    return this.building;
  }

  private async runBuild(): Promise<void> {
    const started = performance.now();
    try {
      this.watermark = await databaseNow(this.db);
      if (!(await this.loadCatalogue())) return this.resolveReady(false);
      this.isReady = true;
      this.log.info(
        {
          products: this.slots.count,
          tokens: this.slots.vocabulary.tokens.length,
          ms: Math.round(performance.now() - started),
          heapUsedMB: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
        },
        'search index built',
      );
      // Changes made while the batches were read are picked up before `ready` says listings use the index.
      await this.refresh();
      this.resolveReady(true);
    } catch (error) {
      if (!this.closed)
        this.log.warn(
          { err: { message: (error as Error).message } },
          'search index not built; keyword and filtered listings use the database',
        );
      this.resolveReady(false);
    }
  }

  /** Every product into the slots, batch after batch; false if the app closed first. */
  private async loadCatalogue(): Promise<boolean> {
    const slices = new TimeSlices();
    let after = '';
    for (;;) {
      if (this.closed) return false;
      const rows = await readBatchAfter(this.db, after);
      for (const row of rows) {
        this.slots.addRow(row);
        await slices.pause();
      }
      if (rows.length < BUILD_BATCH) break;
      after = rows[rows.length - 1]!.id;
      await slices.next();
    }
    await this.slots.pack(slices);
    await this.slots.rank(slices);
    return !this.closed;
  }

  /** Stops building and refreshing (the database is about to close); waits for a statement in flight. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([this.building, this.rounds.inFlight]);
  }

  /**
   * Re-reads the sort keys of the products changed since the last refresh (and adds products the index
   * does not know). Coalesced: while one runs, calls queue at most one more; the promise resolves when
   * the catalogue as it was at the call is reflected.
   */
  refresh(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const done = this.rounds.waitForRound();
    if (!this.isReady) {
      // The build reads everything and refreshes when it ends; until then there is nothing to refresh.
      if (!this.building) this.rounds.flush();
      else void this.building.then(() => this.rounds.flush());
      return done;
    }
    this.rounds.start();
    return done;
  }

  /**
   * Resolves when the next refresh that starts after this call has ended, whoever asked for it (a change
   * announcement from this process or, on PostgreSQL, from another one). Tests wait on it.
   */
  nextRefresh(): Promise<void> {
    return this.rounds.nextRound();
  }

  private async refreshOnce() {
    const now = await databaseNow(this.db);
    const rows = await readChangedSince(this.db, this.watermark ?? now);
    const changes = await this.slots.takeChangedRows(rows, new TimeSlices());
    this.watermark = now;
    if (changes.length > 0) this.onChange(changes);
  }

  /**
   * The page of a listing with a keyword, filters or both, in the given sort, and the exact total;
   * undefined while the index is not usable (the caller then asks the database).
   */
  search(keyword: string, filter: ListingFilter, sort: string, offset: number, limit: number): ListingPage | undefined {
    if (!this.usable) return undefined;
    const words = splitWords(keyword);
    this.searches += 1;
    const { slots, scratch } = this;
    scratch.fit(slots.capacity);
    scratch.matchesListed = true;
    scratch.matchBitsHold = false;
    const total = filterSlots(slots, scratch, words, filter);
    if (offset >= total) return { ids: [], total };
    const page = orderPage(
      slots,
      scratch,
      sort,
      words.length > 0 ? keyword : '',
      filter,
      total,
      offset + limit,
      this.walkFrom,
    ).slice(offset, offset + limit);
    return { ids: page.map((slot) => slots.ids[slot]!), total };
  }
}
