import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (services/uploads): one row each, so that SQL can replace them compare-and-set and sweep
 * the unreferenced ones; `name` is the last part of the public URL (`/api/avatars/<name>`, `/api/product-images/<name>`). The bytes are
 * in `bytes` (storage 'database', the default) or in the configured bucket under `<purpose>/<name>`.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    purpose: text('purpose').notNull(),
    ownerId: varchar('owner_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    storage: text('storage', { enum: ['database', 'bucket'] })
      .notNull()
      .default('database'),
    bytes: bytea('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_bytes_where_stored', sql`(${t.storage} = 'database') = (${t.bytes} is not null)`),
  ],
);
