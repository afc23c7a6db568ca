import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { orderNumber, type AdminOrderListQuery } from 'shared-ui/contract';
import { toDollars } from 'shared-ui/pricing';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { isValidId } from '../../db/ids.js';
import { orders, users, type OrderRow, type UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { escapeLike } from '../escape-like.js';
import { actorOf, changeOrder, loadOrder, type OrderJson } from '../orders/order-service.js';
import type { OrderTransition } from '../orders/order-state-machine.js';
import { recordAudit } from './audit-log.js';
import { pageFields, pageRequest, searchText } from './pagination.js';

type OrderListQuery = Static<typeof AdminOrderListQuery>;

const summaryColumns = {
  order: orders,
  customer: { id: users.id, name: users.name, email: users.email },
  // Spelled out: inside a subquery Drizzle may leave a column unqualified, and "id" would then be the line's.
  itemCount: sql<number>`(select coalesce(sum(i."qty"), 0)::int from "order_items" i where i."order_id" = "orders"."id")`,
};

type SummaryRow = { order: OrderRow; customer: Pick<UserRow, 'id' | 'name' | 'email'>; itemCount: number };

export function toOrderSummary({ order, customer, itemCount }: SummaryRow) {
  return {
    _id: order.id,
    number: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    customer: { _id: customer.id, name: customer.name, email: customer.email },
    itemCount: Number(itemCount),
    totalPrice: toDollars(order.totalPriceCents),
    paymentMethod: order.paymentMethod,
    status: order.status,
    isPaid: order.isPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    isDelivered: order.isDelivered,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    refundPending: order.cancelledAt !== null && order.isPaid,
  };
}

/**
 * The order number (the id's last 8 characters, '#' optional) or the whole id, the customer's name or
 * email, or the name on the shipping address.
 */
function orderSearch(q: string): SQL | undefined {
  const text = searchText(q);
  if (!text) return undefined;
  const contains = `%${escapeLike(text)}%`;
  const byText = [
    sql`lower(${users.name}) like ${contains}`,
    sql`lower(${users.email}) like ${contains}`,
    sql`lower(${orders.shippingAddress} ->> 'fullName') like ${contains}`,
  ];
  const hex = text.replace(/^#/, '');
  if (/^[0-9a-f]{4,24}$/.test(hex)) {
    byText.push(hex.length === 24 ? eq(orders.id, hex) : sql`${orders.id} like ${`%${hex}`}`);
  }
  return or(...byText);
}

/** Pages of orders, newest first, for a where clause (the whole shop, or one customer). */
export async function pageOfOrders(db: Db, where: SQL | undefined, query: { page?: string; limit?: string }) {
  const request = pageRequest(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(request.limit)
      .offset(request.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { orders: rows.map(toOrderSummary), ...pageFields(request, counted?.total ?? 0) };
}

export function listAllOrders(db: Db, query: OrderListQuery) {
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(orders.status, query.status));
  const search = orderSearch(query.q ?? '');
  if (search) conditions.push(search);
  return pageOfOrders(db, conditions.length ? and(...conditions) : undefined, query);
}

/** The oldest orders waiting for staff (payment or delivery), for the dashboard. */
export async function oldestWaitingOrders(db: Db, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.status, ['awaiting_payment', 'paid']))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map(toOrderSummary);
}

export function withNumber<T extends OrderJson>(order: T): T & { number: string } {
  return { ...order, number: orderNumber(order._id) };
}

export async function getAdminOrder(db: Db, orderId: string) {
  if (!isValidId(orderId)) throw new HttpError(404, 'Order not found');
  const order = await loadOrder(db, eq(orders.id, orderId), { withTimeline: true });
  if (!order) throw new HttpError(404, 'Order not found');
  return withNumber(order);
}

const AUDIT_ACTION = { pay: 'order.pay', deliver: 'order.deliver', cancel: 'order.cancel' } as const;

/** The flags and totals an audit entry keeps of an order (its lines never change). */
function auditedOrder(order: OrderRow) {
  return {
    status: order.status,
    isPaid: order.isPaid,
    paidAt: order.paidAt,
    isDelivered: order.isDelivered,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
    totalPrice: toDollars(order.totalPriceCents),
  };
}

/**
 * A staff transition through the one state machine (order-service's changeOrder, so whatever it does on
 * a change, e-mail included, happens here too); the audit record is written in the change's transaction.
 */
export async function changeOrderAsStaff(db: Db, orderId: string, transition: OrderTransition, staff: UserRow) {
  const { order, changed } = await changeOrder(db, orderId, transition, actorOf(staff), {
    onChanged: async (tx, change) => {
      await recordAudit(tx, {
        actorId: staff.id,
        action: AUDIT_ACTION[transition],
        entityType: 'order',
        entityId: change.after.id,
        before: auditedOrder(change.before),
        after: { ...auditedOrder(change.after), status: change.to },
      });
    },
  });
  return { order: withNumber(order), changed };
}
