import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { isValidId, newId } from '../../db/ids.js';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.js';
import {
  orderItems,
  orders,
  products,
  users,
  orderEvents,
  type OrderItemRow,
  type OrderRow,
  type ShippingAddress,
  type UserRow,
} from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { isListed } from '../products/listing-where.js';
import type { CreateOrderBody, OrderEvent as OrderEventSchema } from 'shared-ui/contract';
import { transitionOrder, type OrderActor, type OrderTransition, type TransitionOptions } from './order-state-machine.js';
import { priceOrder, toDollars } from 'shared-ui/pricing';
import { enqueueMail, enqueueOrderChangeMail, orderSnapshot } from '../mail/mail-messages.js';
import type { Static } from 'typebox';

export type OrderInput = Static<typeof CreateOrderBody>;
type OrderEvent = Static<typeof OrderEventSchema>;

export function toOrderJson(order: OrderRow, items: OrderItemRow[], user: Pick<UserRow, 'id' | 'name' | 'email'>) {
  return {
    _id: order.id,
    user: { _id: user.id, name: user.name, email: user.email },
    orderItems: items.map((item) => ({
      _id: item.id,
      product: item.productId,
      name: item.name,
      image: item.image,
      qty: item.qty,
      price: toDollars(item.priceCents),
    })),
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    itemsPrice: toDollars(order.itemsPriceCents),
    shippingPrice: toDollars(order.shippingPriceCents),
    taxPrice: toDollars(order.taxPriceCents),
    totalPrice: toDollars(order.totalPriceCents),
    isPaid: order.isPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    isDelivered: order.isDelivered,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    status: order.status,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    refundPending: order.cancelledAt !== null && order.isPaid,
    ...(order.paymentResult ? { paymentResult: order.paymentResult } : {}),
    createdAt: order.createdAt.toISOString(),
  };
}

export type OrderJson = ReturnType<typeof toOrderJson>;

class IdempotentReplay extends Error {}

/** What makes two order requests "the same" for an Idempotency-Key: the merged lines, address and payment. */
function requestDigest(quantities: Map<string, number>, address: ShippingAddress, paymentMethod: string): string {
  const lines = [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([lines, address, paymentMethod]))
    .digest('base64url');
}

function trimAddress(address: ShippingAddress): ShippingAddress {
  const trimmed = {
    fullName: address.fullName.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.trim(),
    country: address.country.trim(),
  };
  for (const [field, value] of Object.entries(trimmed)) {
    if (!value) throw new HttpError(400, `shippingAddress.${field} must not be empty`);
  }
  return trimmed;
}

/**
 * Placing and every recorded change, oldest first. Orders older than the event log have no records for
 * their flags, so those changes are read from the flags' own dates.
 */
async function loadTimeline(db: Db, order: OrderRow): Promise<OrderEvent[]> {
  const recorded = await db
    .select({ type: orderEvents.type, actorRole: orderEvents.actorRole, actorName: users.name, at: orderEvents.createdAt })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const events: OrderEvent[] = recorded.map((event) => ({ ...event, at: event.at.toISOString() }));
  const flagDates: [OrderEvent['type'], Date | null][] = [
    ['paid', order.paidAt],
    ['delivered', order.deliveredAt],
    ['cancelled', order.cancelledAt],
  ];
  for (const [type, at] of flagDates) {
    if (at && !events.some((event) => event.type === type)) {
      events.push({ type, actorRole: 'system', actorName: null, at: at.toISOString() });
    }
  }
  const placed: OrderEvent = { type: 'placed', actorRole: 'customer', actorName: null, at: order.createdAt.toISOString() };
  return [placed, ...events.sort((a, b) => a.at.localeCompare(b.at))];
}

export async function loadOrder(db: Db, where: ReturnType<typeof eq>, { withTimeline = false } = {}) {
  const [row] = await db
    .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(asc(orderItems.id));
  const order = toOrderJson(row.order, items, row.user);
  if (!withTimeline) return order;
  const timeline = await loadTimeline(db, row.order);
  timeline[0]!.actorName = row.user.name;
  return { ...order, timeline };
}

/**
 * Creates an order. Prices come from the database, never from the browser. Stock is taken with a
 * conditional UPDATE in the order's transaction, so two buyers of the last unit cannot both succeed.
 * With an idempotency key, a retried request gets the first order back (created: false).
 */
export async function createOrder(
  db: Db,
  user: UserRow,
  input: OrderInput,
  idempotencyKey?: string,
): Promise<{ order: OrderJson; created: boolean; soldOut: boolean }> {
  if (input.orderItems.length === 0) throw new HttpError(400, 'No order items');
  const shippingAddress = trimAddress(input.shippingAddress);

  // Merge repeated lines for the same product; lock rows in id order so concurrent orders cannot deadlock.
  const quantities = new Map<string, number>();
  input.orderItems.forEach((item, index) => {
    const productId = item.product ?? item._id;
    if (!productId) throw new HttpError(400, `orderItems[${index}].product is required`);
    if (!isValidId(productId)) throw new HttpError(400, `Product not found: ${productId}`);
    quantities.set(productId, (quantities.get(productId) ?? 0) + item.qty);
  });
  const productIds = [...quantities.keys()].sort();
  const requestHash = idempotencyKey ? requestDigest(quantities, shippingAddress, input.paymentMethod) : null;

  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), isListed));
  const knownIds = new Set(known.map((p) => p.id));
  const unknown = productIds.find((id) => !knownIds.has(id));
  if (unknown) throw new HttpError(400, `Product not found: ${unknown}`);

  const orderId = newId();
  // Whether the order took the last unit of a product (listings that put in-stock products first change).
  let soldOut = false;
  try {
    await db.transaction(async (tx) => {
      // The order row goes in first: a concurrent request with the same idempotency key waits on the
      // unique index here, and then either sees our committed order or proceeds if we rolled back.
      const inserted = await tx
        .insert(orders)
        .values({
          id: orderId,
          userId: user.id,
          shippingAddress,
          paymentMethod: input.paymentMethod,
          itemsPriceCents: 0,
          shippingPriceCents: 0,
          taxPriceCents: 0,
          totalPriceCents: 0,
          idempotencyKey: idempotencyKey ?? null,
          requestHash,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning({ id: orders.id });
      if (inserted.length === 0) throw new IdempotentReplay();

      const lines: { productId: string; name: string; image: string; qty: number; priceCents: number }[] = [];
      for (const productId of productIds) {
        const qty = quantities.get(productId)!;
        const [taken] = await tx
          .update(products)
          .set({ countInStock: sql`${products.countInStock} - ${qty}` })
          .where(and(eq(products.id, productId), isListed, sql`${products.countInStock} >= ${qty}`))
          .returning({
            name: products.name,
            image: products.image,
            priceCents: products.priceCents,
            countInStock: products.countInStock,
          });
        if (!taken) {
          const [product] = await tx
            .select({ name: products.name })
            .from(products)
            .where(and(eq(products.id, productId), isListed));
          if (!product) throw new HttpError(400, `Product not found: ${productId}`);
          throw new HttpError(400, `Sorry. Product is out of stock: ${product.name}`);
        }
        const { countInStock, ...line } = taken;
        if (countInStock === 0) soldOut = true;
        lines.push({ productId, qty, ...line });
      }

      const totals = priceOrder(lines);
      await tx.insert(orderItems).values(lines.map((line) => ({ id: newId(), orderId, ...line })));
      const [placed] = await tx
        .update(orders)
        .set({
          itemsPriceCents: totals.itemsCents,
          shippingPriceCents: totals.shippingCents,
          taxPriceCents: totals.taxCents,
          totalPriceCents: totals.totalCents,
        })
        .where(eq(orders.id, orderId))
        .returning();
      // The confirmation commits with the order (or not at all); the mail worker sends it afterwards,
      // so a mail server that is down never fails or delays the order.
      await enqueueMail(tx, [
        {
          to: user.email,
          userId: user.id,
          orderId,
          payload: { kind: 'order_confirmation', order: orderSnapshot(placed!, lines, user.name) },
        },
      ]);
    });
  } catch (error) {
    if (error instanceof IdempotentReplay || (idempotencyKey && isUniqueViolation(error))) {
      const byKey = and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey!)) as ReturnType<typeof eq>;
      const [first] = await db.select({ requestHash: orders.requestHash }).from(orders).where(byKey).limit(1);
      if (first && first.requestHash !== null && first.requestHash !== requestHash) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different order request');
      }
      const existing = first ? await loadOrder(db, byKey) : null;
      if (existing) return { order: existing, created: false, soldOut: false };
      throw new HttpError(409, 'A request with this Idempotency-Key is still in progress; retry');
    }
    // The CHECK (count_in_stock >= 0) constraint is a second guard; it should never fire.
    if (isCheckViolation(error)) throw new HttpError(400, 'Sorry. Product is out of stock');
    throw error;
  }
  const order = await loadOrder(db, eq(orders.id, orderId));
  return { order: order!, created: true, soldOut };
}

/** The order, if it exists and belongs to the user (admins see every order); otherwise null. */
export async function getOrderFor(db: Db, orderId: string, user: UserRow) {
  if (!isValidId(orderId)) return null;
  const order = await loadOrder(db, eq(orders.id, orderId), { withTimeline: true });
  if (!order) return null;
  if (order.user._id !== user.id && !user.isAdmin) return null;
  return order;
}

export async function listOrdersOf(db: Db, user: UserRow) {
  const rows = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((order) => toOrderJson(order, byOrder.get(order.id) ?? [], user));
}

/** The actor a signed-in user is for the order state machine. */
export function actorOf(user: UserRow): OrderActor {
  return { id: user.id, isStaff: user.isAdmin };
}

/**
 * Runs a transition and answers the order as it now is. PayPal and Stripe orders are paid in the sandbox
 * by their owner; staff mark any order paid, deliver and cancel; a shopper cancels their own order until
 * it is delivered. The owner's cancellation or delivery message is written to the mail outbox in the
 * change's transaction, before the caller's own `onChanged`, so every caller sends it without asking.
 */
export async function changeOrder(
  db: Db,
  orderId: string,
  transition: OrderTransition,
  actor: OrderActor,
  options: TransitionOptions = {},
) {
  const result = await transitionOrder(db, orderId, transition, actor, {
    ...options,
    onChanged: async (tx, change) => {
      await enqueueOrderChangeMail(tx, change);
      await options.onChanged?.(tx, change);
    },
  });
  const order = (await loadOrder(db, eq(orders.id, result.orderId), { withTimeline: true }))!;
  return { order, changed: result.changed };
}
