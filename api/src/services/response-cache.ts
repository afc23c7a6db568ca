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
}

const stringSize = (body: unknown) => (typeof body === 'string' ? body.length * 2 : 0);

/**
 * A small in-process cache of serialized answers (listing pages, product details), bounded by bytes.
 * Entries live for a short TTL; expired ones are swept out periodically (not only when read again),
 * and the oldest go first when the byte budget is full. The whole cache is dropped on any write that
 * changes what a product answer shows (an order changes stock, a review changes rating) — in every
 * process, through the change feed. `generation` lets a request that started before such a drop avoid
 * caching what it read before the write. Bodies are strings (serialized JSON) unless `sizeOf` says how to
 * weigh another kind (the site's rendered pages, site/page-cache/).
 */
export class ResponseCache<Body = string> {
  private readonly entries = new Map<string, Entry<Body>>();
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (body: Body) => number;
  private readonly now: () => number;
  private readonly clearListeners: (() => void)[] = [];
  private totalBytes = 0;
  private currentGeneration = 0;
  private sweepTimer: NodeJS.Timeout | undefined;
  /** false while invalidations from other processes may be missed; nothing is cached meanwhile */
  enabled = true;

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
    if (this.ttlMs <= 0 || !this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    return entry.body;
  }

  /** `generation`: the value of `this.generation` when the answer was read from the database */
  set(key: string, body: Body, ttlMs = this.ttlMs, generation = this.currentGeneration): void {
    if (this.ttlMs <= 0 || ttlMs <= 0 || !this.enabled || generation !== this.currentGeneration) return;
    const bytes = key.length * 2 + this.sizeOf(body) + 64;
    if (bytes > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    if (this.totalBytes + bytes > this.maxBytes) this.sweep();
    // Map keeps insertion order: drop the oldest entries until the new one fits.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.totalBytes + bytes <= this.maxBytes) break;
      this.delete(oldKey, oldEntry);
    }
    this.entries.set(key, { body, expires: this.now() + ttlMs, bytes });
    this.totalBytes += bytes;
  }

  /** Removes every expired entry. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires < now) this.delete(key, entry);
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
    this.currentGeneration += 1;
    for (const listener of this.clearListeners) listener();
  }

  /** Calls `listener` after every clear(): a cache of things built from this one's answers is dropped with it. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
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
