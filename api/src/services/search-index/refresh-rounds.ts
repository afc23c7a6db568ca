/**
 * Refreshes, coalesced: at most one round in flight and one queued. A caller's promise resolves when a
 * round that started after its call has ended; `stale` is true from a request until a round ends with
 * no request left behind it.
 */
export class RefreshRounds {
  stale = false;
  private running: Promise<void> | undefined;
  private queued = false;
  private waiters: (() => void)[] = [];
  private nextRoundWaiters: (() => void)[] = [];

  /** `refreshOnce` reads and applies the changes; a round that throws is reported and leaves `stale` set. */
  constructor(
    private readonly refreshOnce: () => Promise<void>,
    private readonly reportFailure: (error: Error) => void,
  ) {}

  /** the round in flight, if any */
  get inFlight(): Promise<void> | undefined {
    return this.running;
  }

  /** A waiter for the round that will reflect the catalogue as it is now (resolved by start() or flush()). */
  waitForRound(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves when the next round that starts after this call has ended, whoever asked for it. */
  nextRound(): Promise<void> {
    return new Promise((resolve) => this.nextRoundWaiters.push(resolve));
  }

  /** Marks the index stale and starts a round, or queues one behind the round in flight. */
  start() {
    this.stale = true;
    if (this.running) {
      this.queued = true;
      return;
    }
    this.running = this.run();
  }

  /** Resolves every waiter now (nothing to refresh: the index is not built yet, or its build reads it all). */
  flush() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private async run() {
    try {
      do {
        this.queued = false;
        // Everyone waiting now is served by this round (it starts after their call).
        const waiters = [...this.waiters, ...this.nextRoundWaiters];
        this.waiters = [];
        this.nextRoundWaiters = [];
        try {
          await this.refreshOnce();
          // Up to date unless another announcement came in meanwhile (then the next round is needed).
          if (!this.queued && this.waiters.length === 0) this.stale = false;
        } catch (error) {
          // Stays stale (the database answers) until a refresh succeeds: the next announcement's.
          this.reportFailure(error as Error);
        }
        for (const resolve of waiters) resolve();
      } while (this.queued || this.waiters.length > 0);
    } finally {
      this.running = undefined;
    }
  }
}
