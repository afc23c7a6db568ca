import type { AuditAction, AuditEntityType } from 'shared-ui/contract';
import { index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Every staff write: who, what, when, and the entity's JSON before and after (written in the write's transaction). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    actorId: varchar('actor_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: varchar('entity_id', { length: 24 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
