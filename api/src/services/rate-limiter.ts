import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';

export interface RateLimitRule {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

interface Counter {
  count: number;
  secondsLeft: number;
}

const now = sql`now()`;
/** Seconds until the counter's window ends, computed by the database (one clock for every process). */
const secondsLeft = sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`.mapWith(Number);

/** Thrown as 429; carries how long to wait for the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** Keys hold emails and addresses; the table only needs to tell them apart. */
function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function minutes(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds / 60));
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

/**
 * Fixed-window counters kept in the database (table rate_limits), so that every API process on one
 * PostgreSQL server counts the same attempts: an attacker spreading guesses over instances behind a
 * load balancer meets one limit. One upsert per counted attempt; expired rows are removed now and then.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly rule: RateLimitRule,
  ) {}

  /**
   * Reserves an attempt: counts it and answers the count, in one atomic upsert, so concurrent requests each
   * get their own number and no more than `max` get through. Call it BEFORE the work it guards (a password
   * check); clear the counter with reset() when the attempt succeeds.
   * @throws TooManyRequestsError once more than `max` attempts fall in the window
   */
  async hit(key: string, message: string): Promise<number> {
    const counter = await this.increment(key);
    if (counter.count > this.rule.max) throw this.tooMany(message, counter);
    return counter.count;
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.name}:${digest(key)}`;
  }

  private tooMany(message: string, counter: Counter): TooManyRequestsError {
    return new TooManyRequestsError(`${message}; try again in ${minutes(counter.secondsLeft)}`, Math.ceil(counter.secondsLeft));
  }

  /** One atomic upsert: a counter whose window has ended starts again at 1. */
  private async increment(key: string): Promise<Counter> {
    if (Math.random() < 0.01) await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    const windowEnded = sql`${rateLimits.resetAt} <= now()`;
    const [counter] = await this.db
      .insert(rateLimits)
      .values({ key: this.keyOf(key), count: 1, resetAt: sql`now() + ${this.rule.windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${windowEnded} then excluded.${sql.identifier(rateLimits.resetAt.name)} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, secondsLeft });
    return counter!;
  }
}
