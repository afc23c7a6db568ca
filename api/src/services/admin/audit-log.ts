import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditQuery, AuditAction, AuditEntityType } from 'shared-ui/contract';
import type { Static } from 'typebox';
import type { Db, Tx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { auditLog, users } from '../../db/schema/index.js';
import { pageFields, pageRequest } from './pagination.js';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** One staff write, recorded in the write's own transaction (it commits or rolls back with it). */
export async function recordAudit(tx: Tx | Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    id: newId(),
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

type AuditQuery = Static<typeof AdminAuditQuery>;

/** The audit log, newest first, filtered by actor, entity and action. */
export async function listAudit(db: Db, query: AuditQuery) {
  const request = pageRequest(query);
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor.trim()));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId.trim()));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(request.limit)
      .offset(request.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    entries: rows.map(({ entry, actorName, actorEmail }) => ({
      _id: entry.id,
      actor: { _id: entry.actorId, name: actorName, email: actorEmail },
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    ...pageFields(request, counted?.total ?? 0),
  };
}
