import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.js';
import type { MailPayload } from './mail-messages.js';
import type { MailSender } from './mail-transport.js';
import { renderMessage, type MailSettings } from './render-message.js';

export interface MailWorkerOptions {
  /** how often the outbox is looked at when nothing woke the worker (default 2 s) */
  pollIntervalMs?: number;
  /** messages claimed at once (default 10) */
  batchSize?: number;
  /** how long a claim is exclusive (default 2 min); longer than the slowest send the transport allows */
  leaseMs?: number;
  /** first retry after this long, doubled per failed attempt (default 5 s) */
  retryBaseMs?: number;
  /** longest wait between attempts (default 15 min) */
  retryMaxMs?: number;
  /** attempts before a message is set aside as failed (default 12, about a day and a half) */
  maxAttempts?: number;
}

export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const DEFAULTS = {
  pollIntervalMs: 2000,
  batchSize: 10,
  leaseMs: 120_000,
  retryBaseMs: 5000,
  retryMaxMs: 15 * 60_000,
  maxAttempts: 12,
} satisfies Required<MailWorkerOptions>;

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Sends the outbox. Each round claims due messages with one UPDATE over a `FOR UPDATE SKIP LOCKED`
 * selection and a lease (token + expiry), so several instances never claim the same message; a message
 * is marked sent only under the lease that sent it. See README.md for the crash between send and mark.
 */
export class MailWorker {
  private readonly options: Required<MailWorkerOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private round: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly sender: MailSender,
    private readonly settings: MailSettings & { from: string },
    private readonly log: MailLog,
    options: MailWorkerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  get transportKind() {
    return this.sender.kind;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress (its sends finish and are marked). */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  async close(): Promise<void> {
    await this.stop();
    this.sender.close();
  }

  /** Look at the outbox now (a message was just committed). */
  wake(): void {
    if (!this.running) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = this.runUntilIdle().finally(() => {
        this.round = null;
        if (this.running) this.schedule(this.again ? 0 : this.options.pollIntervalMs);
        this.again = false;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runUntilIdle(): Promise<void> {
    try {
      while (this.running && (await this.runOnce()) === this.options.batchSize) {
        /* a full batch: there may be more due */
      }
    } catch (error) {
      this.log.warn({ err: error }, 'mail outbox round failed; retrying at the next poll');
    }
  }

  /** Claims one batch of due messages and sends them; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  private async claim(): Promise<MailOutboxRow[]> {
    const token = randomBytes(12).toString('hex');
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        leaseToken: token,
        leaseUntil: sql`now() + ${ms(this.options.leaseMs)}`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async deliver(row: MailOutboxRow): Promise<void> {
    const underLease = and(eq(mailOutbox.id, row.id), eq(mailOutbox.leaseToken, row.leaseToken!));
    let messageId: string;
    try {
      const rendered = renderMessage(row.payload as unknown as MailPayload, this.settings);
      ({ messageId } = await this.sender.send({ id: row.id, from: this.settings.from, to: row.toAddress, ...rendered }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= this.options.maxAttempts;
      const waitMs = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), this.options.retryMaxMs);
      // Jitter spreads the retries of a batch that failed together (an SMTP outage).
      const jittered = Math.round(waitMs * (0.8 + Math.random() * 0.4));
      await this.db
        .update(mailOutbox)
        .set({
          leaseToken: null,
          leaseUntil: null,
          lastError: reason.slice(0, 500),
          ...(giveUp ? { failedAt: sql`now()` } : { nextAttemptAt: sql`now() + ${ms(jittered)}` }),
        })
        .where(underLease);
      const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (giveUp) this.log.error(details, 'mail not sent; set aside after the last attempt');
      else this.log.warn({ ...details, retryInMs: jittered }, 'mail not sent; will retry');
      return;
    }
    const marked = await this.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, leaseToken: null, leaseUntil: null, lastError: null })
      .where(underLease)
      .returning({ id: mailOutbox.id });
    if (marked.length === 0) {
      this.log.warn({ mailId: row.id, messageId }, 'mail sent after its lease ran out; it may go out twice');
    }
  }
}
