/** Status classes counted by the request summary. */
export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface SummaryLine {
  requests: number;
  statusClasses: Record<StatusClass, number>;
  slow: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

// Latencies go into buckets growing by 10 % from 0.1 ms (the last one reaches minutes): recording is a
// logarithm and an increment, however many requests arrive, and a percentile is exact to within 10 %.
const FIRST_BOUND_MS = 0.1;
const GROWTH = 1.1;
const LOG_GROWTH = Math.log(GROWTH);
const BUCKETS = 180;

function bucketOf(ms: number): number {
  if (!(ms > FIRST_BOUND_MS)) return 0;
  return Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / FIRST_BOUND_MS) / LOG_GROWTH));
}

function upperBoundOf(bucket: number): number {
  return FIRST_BOUND_MS * GROWTH ** bucket;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Requests, status classes and latency percentiles of one interval; `take` starts the next one. */
export class LatencySummary {
  private counts = new Uint32Array(BUCKETS);
  private requests = 0;
  private slow = 0;
  private maxMs = 0;
  private classes = new Uint32Array(STATUS_CLASSES.length);

  record(statusCode: number, ms: number, slow: boolean): void {
    this.counts[bucketOf(ms)]! += 1;
    this.requests += 1;
    if (slow) this.slow += 1;
    if (ms > this.maxMs) this.maxMs = ms;
    const statusClass = Math.floor(statusCode / 100) - 1;
    if (statusClass >= 0 && statusClass < STATUS_CLASSES.length) this.classes[statusClass]! += 1;
  }

  /** The interval so far (null when it had no requests), and a fresh one from now on. */
  take(): SummaryLine | null {
    if (this.requests === 0) return null;
    const line: SummaryLine = {
      requests: this.requests,
      statusClasses: Object.fromEntries(STATUS_CLASSES.map((name, i) => [name, this.classes[i]!])) as Record<StatusClass, number>,
      slow: this.slow,
      p50Ms: this.percentile(0.5),
      p95Ms: this.percentile(0.95),
      p99Ms: this.percentile(0.99),
      maxMs: round(this.maxMs),
    };
    this.counts.fill(0);
    this.classes.fill(0);
    this.requests = 0;
    this.slow = 0;
    this.maxMs = 0;
    return line;
  }

  private percentile(share: number): number {
    const rank = Math.ceil(share * this.requests);
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket]!;
      if (seen >= rank) return round(Math.min(upperBoundOf(bucket), this.maxMs));
    }
    return round(this.maxMs);
  }
}
