/**
 * Long work in short slices: `due()` says the current slice has run its time, `next()` lets the event
 * loop answer requests (I/O, timers) before the work goes on. The search index builds and re-ranks a
 * million products this way, so /api/health and listings are answered throughout.
 */
export class TimeSlices {
  private started = performance.now();

  constructor(private readonly sliceMs = 8) {}

  due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  async next(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.started = performance.now();
  }

  /** Yields if the slice has run its time. */
  async pause(): Promise<void> {
    if (this.due()) await this.next();
  }
}
