import { DEPENDS_ON_EVERYTHING, isAffected, type AnswerTags } from './product-changes/answer-tags.js';
import { CATALOGUE_CHANGE, type ProductChange } from './product-changes/product-change.js';

export interface ResponseCacheOptions<Body = string> {
  /** default lifetime of an entry in ms; 0 disables the cache */
  ttlMs: number;
  /** upper bound of the cached bodies' size, as `sizeOf` counts it */
  maxBytes?: number;
  /** what a body holds in memory (default for strings: UTF-16 code units × 2) */
  sizeOf?: (body: Body) => number;
  /** the clock, for tests */
  now?: () => number;
}

interface Entry<Body> {
  body: Body;
  expires: number;
  bytes: number;
  tags: AnswerTags;
}

/** How many drops are remembered for the generation guard; an answer read before older ones is not kept. */
const REMEMBERED_DROPS = 256;

const stringSize = (body: unknown) => (typeof body === 'string' ? body.length * 2 : 0);

/**
 * A small in-process cache of serialized answers (listing pages, product details), bounded by bytes.
 * Entries live for a short TTL; expired ones are swept out periodically (not only when read again),
 * and the oldest go first when the byte budget is full. Each entry is stored with its tags (the products
 * it shows, the attributes it depends on); a change announced through the change feed drops the entries it
 * could affect (drop), a catalogue change all of them. `generation` lets a request that started before a
 * drop avoid caching what it read before the write, if that drop concerns it. Bodies are strings
 * (serialized JSON) unless `sizeOf` says how to weigh another kind (the site's rendered pages, site/page-cache/).
 */
export class ResponseCache<Body = string> {
  private readonly entries = new Map<string, Entry<Body>>();
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (body: Body) => number;
  private readonly now: () => number;
  private readonly dropListeners: ((change: ProductChange) => void)[] = [];
  /** the last drops, oldest first, each with the generation it began */
  private readonly recentDrops: { generation: number; change: ProductChange }[] = [];
  private totalBytes = 0;
  private currentGeneration = 0;
  private sweepTimer: NodeJS.Timeout | undefined;
  /** false while invalidations from other processes may be missed; nothing is cached meanwhile */
  enabled = true;
  /** reads answered from the cache, and reads that found nothing (for the bench and tests) */
  hits = 0;
  misses = 0;

  constructor(options: ResponseCacheOptions<Body>) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.sizeOf = options.sizeOf ?? stringSize;
    this.now = options.now ?? Date.now;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  /** whether anything is ever cached (a TTL of 0 turns the cache off) */
  get active(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): Body | undefined {
    return this.lookup(key)?.body;
  }

  /** The body and the tags it was stored with. */
  lookup(key: string): { body: Body; tags: AnswerTags } | undefined {
    if (this.ttlMs <= 0 || !this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expires < this.now()) this.delete(key, entry);
    else if (entry) {
      this.hits += 1;
      return entry;
    }
    this.misses += 1;
    return undefined;
  }

  /**
   * `generation`: the value of `this.generation` when the answer was read from the database; `tags`: what
   * it shows and depends on (untagged: it depends on anything, every change drops it).
   */
  set(key: string, body: Body, ttlMs = this.ttlMs, generation = this.currentGeneration, tags = DEPENDS_ON_EVERYTHING): void {
    if (this.ttlMs <= 0 || ttlMs <= 0 || !this.enabled || !this.unchangedSince(generation, tags)) return;
    // The tags are weighed too: a Set entry and a 24-character id string take about 80 bytes.
    const bytes = key.length * 2 + this.sizeOf(body) + 64 + tags.productIds.size * 80;
    if (bytes > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    if (this.totalBytes + bytes > this.maxBytes) this.sweep();
    // Map keeps insertion order: drop the oldest entries until the new one fits.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.totalBytes + bytes <= this.maxBytes) break;
      this.delete(oldKey, oldEntry);
    }
    this.entries.set(key, { body, expires: this.now() + ttlMs, bytes, tags });
    this.totalBytes += bytes;
  }

  /** Removes every expired entry. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires < now) this.delete(key, entry);
  }

  /** Drops every entry the change could affect (a catalogue change: every entry). */
  drop(change: ProductChange): void {
    if (change.kind === 'catalogue') {
      this.entries.clear();
      this.totalBytes = 0;
    } else {
      for (const [key, entry] of this.entries) if (isAffected(entry.tags, change)) this.delete(key, entry);
    }
    this.currentGeneration += 1;
    this.recentDrops.push({ generation: this.currentGeneration, change });
    if (this.recentDrops.length > REMEMBERED_DROPS) this.recentDrops.shift();
    for (const listener of this.dropListeners) listener(change);
  }

  clear(): void {
    this.drop(CATALOGUE_CHANGE);
  }

  /**
   * Whether no drop since `generation` concerns an answer with these tags: one read then is still what a
   * read now would give, and may be kept.
   */
  unchangedSince(generation: number, tags: AnswerTags): boolean {
    if (generation === this.currentGeneration) return true;
    const oldest = this.recentDrops[0];
    // Drops older than the ones remembered may have concerned it.
    if (generation > this.currentGeneration || !oldest || oldest.generation > generation + 1) return false;
    return this.recentDrops.every((drop) => drop.generation <= generation || !isAffected(tags, drop.change));
  }

  /** Calls `listener` after every drop: a cache of things built from this one's answers drops what is made of them. */
  onDrop(listener: (change: ProductChange) => void): void {
    this.dropListeners.push(listener);
  }

  /** Sweeps expired entries every `intervalMs` until stop() (the timer does not keep the process alive). */
  startSweeping(intervalMs: number): void {
    this.stop();
    if (this.ttlMs <= 0) return;
    this.sweepTimer = setInterval(() => this.sweep(), intervalMs);
    this.sweepTimer.unref();
  }

  stop(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  private delete(key: string, entry: Entry<Body>): void {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
