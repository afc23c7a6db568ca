import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

export type MailKind = 'order_confirmation' | 'order_cancelled' | 'order_delivered' | 'password_changed' | 'email_changed';

/**
 * Messages waiting to be sent, written in the same transaction as the change they tell about; the mail
 * worker claims them (lease), sends them and marks them sent (services/mail/README.md).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    toAddress: text('to_address').notNull(),
    // The account the message is about: the outbox viewer shows a shopper only their own mail.
    userId: varchar('user_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    orderId: varchar('order_id', { length: 24 }).references(() => orders.id, { onDelete: 'set null' }),
    // What the message says, as it was when it was written (rendered when sent).
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseToken: varchar('lease_token', { length: 32 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
    check(
      'mail_outbox_kind',
      sql`${t.kind} in ('order_confirmation', 'order_cancelled', 'order_delivered', 'password_changed', 'email_changed')`,
    ),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
