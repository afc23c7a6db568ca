import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerListQuery } from 'shared-ui/contract';
import { toDollars } from 'shared-ui/pricing';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { isValidId } from '../../db/ids.js';
import { orders, users, type UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { escapeLike } from '../escape-like.js';
import { recordAudit } from './audit-log.js';
import { pageOfOrders } from './admin-orders.js';
import { pageFields, pageRequest, searchText } from './pagination.js';

type CustomerListQuery = Static<typeof AdminCustomerListQuery>;

const customerColumns = {
  user: users,
  // Spelled out: inside a subquery Drizzle may leave a column unqualified, and "id" would then be the order's.
  orderCount: sql<number>`(select count(*)::int from "orders" o where o."user_id" = "users"."id")`,
  spentCents: sql<number>`(select coalesce(sum(o."total_price_cents"), 0)::int8 from "orders" o
    where o."user_id" = "users"."id" and o."cancelled_at" is null)`,
};

function toAdminCustomer({ user, orderCount, spentCents }: { user: UserRow; orderCount: number; spentCents: number }) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    disabledAt: user.disabledAt?.toISOString() ?? null,
    orderCount: Number(orderCount),
    totalSpent: toDollars(Number(spentCents)),
  };
}

/** Accounts newest first, by name, email or id, and by state. The seeded reviewers (no password) are people too. */
export async function listCustomers(db: Db, query: CustomerListQuery) {
  const request = pageRequest(query);
  const conditions: SQL[] = [];
  const q = searchText(query.q);
  if (q) {
    const contains = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        sql`lower(${users.name}) like ${contains}`,
        sql`lower(${users.email}) like ${contains}`,
        isValidId(q) ? eq(users.id, q) : undefined,
      )!,
    );
  }
  if (query.state === 'active') conditions.push(isNull(users.disabledAt));
  if (query.state === 'disabled') conditions.push(isNotNull(users.disabledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(request.limit)
      .offset(request.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { customers: rows.map(toAdminCustomer), ...pageFields(request, counted?.total ?? 0) };
}

export async function getCustomer(db: Db, id: string) {
  if (!isValidId(id)) throw new HttpError(404, 'Customer not found');
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  if (!row) throw new HttpError(404, 'Customer not found');
  return toAdminCustomer(row);
}

export async function listCustomerOrders(db: Db, id: string, query: { page?: string; limit?: string }) {
  await getCustomer(db, id);
  return pageOfOrders(db, eq(orders.userId, id), query);
}

/**
 * Disable: sign-in is refused and every session ends at once (the token version is raised, as a password
 * change does; every authenticated request compares it with the user row). Enable lets the account sign in
 * again. Staff cannot disable themselves (the shop would lose its last way in). Repeating changes nothing.
 */
export async function setCustomerDisabled(db: Db, id: string, disabled: boolean, staff: UserRow) {
  if (!isValidId(id)) throw new HttpError(404, 'Customer not found');
  if (disabled && id === staff.id) throw new HttpError(409, 'You cannot disable your own account');
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw new HttpError(404, 'Customer not found');
    if ((current.disabledAt !== null) === disabled) return;
    const [row] = await tx
      .update(users)
      .set(disabled ? { disabledAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` } : { disabledAt: null })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: staff.id,
      action: disabled ? 'user.disable' : 'user.enable',
      entityType: 'user',
      entityId: id,
      before: { disabledAt: current.disabledAt?.toISOString() ?? null, email: current.email },
      after: { disabledAt: row!.disabledAt?.toISOString() ?? null, email: row!.email },
    });
  });
  return getCustomer(db, id);
}
