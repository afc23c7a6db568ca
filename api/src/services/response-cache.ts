/**
 * A small in-process cache of serialized answers (listing pages, product details).
 * Entries live for a short TTL and the whole cache is dropped on any write that changes what a
 * product answer shows (an order changes stock, a review changes rating), so a single process never
 * serves stale data after its own writes; with several processes the TTL bounds staleness.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): string | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string, ttlMs = this.ttlMs): void {
    if (this.ttlMs <= 0 || ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expires: Date.now() + ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
