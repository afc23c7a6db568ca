import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    name: text('name').notNull(),
    // Stored trimmed and lower-cased; the unique index on lower(email) makes uniqueness case-insensitive
    // even if a row is ever written by another path.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    avatar: text('avatar'),
    // Signed into every session token; raised by logout and password change, which revokes older tokens.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Disabled by staff: sign-in is refused and every request with an older session is too.
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
