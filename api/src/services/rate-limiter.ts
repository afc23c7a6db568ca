import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../http-error.js';

export interface RateLimitRule {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

type CounterRow = {
  count: number;
  seconds_left: number;
};

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

  /** Counts an attempt; throws 429 once more than `max` attempts fall in the window. */
  async hit(key: string, message: string): Promise<void> {
    const row = await this.increment(key);
    if (row.count > this.rule.max)
      throw new TooManyRequestsError(`${message}; try again in ${minutes(row.seconds_left)}`, Math.ceil(row.seconds_left));
  }

  /** Throws 429 if `max` attempts have already been counted in the window (without counting this one). */
  async check(key: string, message: string): Promise<void> {
    const result = await this.db.execute<CounterRow>(sql`
      select count, extract(epoch from (reset_at - now()))::float8 as seconds_left
      from rate_limits where key = ${this.keyOf(key)} and reset_at > now()`);
    const row = result.rows[0];
    if (row && Number(row.count) >= this.rule.max)
      throw new TooManyRequestsError(`${message}; try again in ${minutes(row.seconds_left)}`, Math.ceil(row.seconds_left));
  }

  /** Counts an attempt without refusing it (e.g. a failed password, refused by the next check()). */
  async count(key: string): Promise<void> {
    await this.increment(key);
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${this.keyOf(key)}`);
  }

  private keyOf(key: string): string {
    return `${this.name}:${digest(key)}`;
  }

  private async increment(key: string): Promise<CounterRow> {
    if (Math.random() < 0.01) await this.db.execute(sql`delete from rate_limits where reset_at < now()`);
    const result = await this.db.execute<CounterRow>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${this.keyOf(key)}, 1, now() + ${this.rule.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, extract(epoch from (reset_at - now()))::float8 as seconds_left`);
    const row = result.rows[0]!;
    return { count: Number(row.count), seconds_left: Number(row.seconds_left) };
  }
}
