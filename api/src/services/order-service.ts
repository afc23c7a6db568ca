import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { isValidId, newId } from '../db/ids.js';
import { isCheckViolation, isUniqueViolation } from '../db/errors.js';
import {
  orderItems,
  orders,
  products,
  users,
  type OrderItemRow,
  type OrderRow,
  type ShippingAddress,
  type UserRow,
} from '../db/schema/index.js';
import { HttpError } from '../http-error.js';
import type { CreateOrderBody } from 'shared-ui/contract';
import { priceOrder, toDollars } from 'shared-ui/pricing';
import type { Static } from 'typebox';

export type OrderInput = Static<typeof CreateOrderBody>;

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

async function loadOrder(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(asc(orderItems.id));
  return toOrderJson(row.order, items, row.user);
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
): Promise<{ order: OrderJson; created: boolean }> {
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

  const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  const knownIds = new Set(known.map((p) => p.id));
  const unknown = productIds.find((id) => !knownIds.has(id));
  if (unknown) throw new HttpError(400, `Product not found: ${unknown}`);

  const orderId = newId();
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
          .where(and(eq(products.id, productId), sql`${products.countInStock} >= ${qty}`))
          .returning({ name: products.name, image: products.image, priceCents: products.priceCents });
        if (!taken) {
          const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
          if (!product) throw new HttpError(400, `Product not found: ${productId}`);
          throw new HttpError(400, `Sorry. Product is out of stock: ${product.name}`);
        }
        lines.push({ productId, qty, ...taken });
      }

      const totals = priceOrder(lines);
      await tx.insert(orderItems).values(lines.map((line) => ({ id: newId(), orderId, ...line })));
      await tx
        .update(orders)
        .set({
          itemsPriceCents: totals.itemsCents,
          shippingPriceCents: totals.shippingCents,
          taxPriceCents: totals.taxCents,
          totalPriceCents: totals.totalCents,
        })
        .where(eq(orders.id, orderId));
    });
  } catch (error) {
    if (error instanceof IdempotentReplay || (idempotencyKey && isUniqueViolation(error))) {
      const byKey = and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey!)) as ReturnType<typeof eq>;
      const [first] = await db.select({ requestHash: orders.requestHash }).from(orders).where(byKey).limit(1);
      if (first && first.requestHash !== null && first.requestHash !== requestHash) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different order request');
      }
      const existing = first ? await loadOrder(db, byKey) : null;
      if (existing) return { order: existing, created: false };
      throw new HttpError(409, 'A request with this Idempotency-Key is still in progress; retry');
    }
    // The CHECK (count_in_stock >= 0) constraint is a second guard; it should never fire.
    if (isCheckViolation(error)) throw new HttpError(400, 'Sorry. Product is out of stock');
    throw error;
  }
  const order = await loadOrder(db, eq(orders.id, orderId));
  return { order: order!, created: true };
}

/** The order, if it exists and belongs to the user (admins see every order); otherwise null. */
export async function getOrderFor(db: Db, orderId: string, user: UserRow) {
  if (!isValidId(orderId)) return null;
  const order = await loadOrder(db, eq(orders.id, orderId));
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

/** Sandbox payment: PayPal and Stripe orders are marked paid with a generated payment reference. */
export async function payOrder(db: Db, orderId: string, user: UserRow) {
  const order = await getOrderFor(db, orderId, user);
  if (!order || order.user._id !== user.id) throw new HttpError(404, 'Order not found');
  if (order.paymentMethod === 'CashOnDelivery') {
    throw new HttpError(400, 'Cash on delivery orders are paid on delivery');
  }
  const now = new Date();
  const provider = order.paymentMethod;
  const updated = await db
    .update(orders)
    .set({
      isPaid: true,
      paidAt: now,
      paymentResult: {
        id: `${provider.toUpperCase()}-SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        updateTime: now.toISOString(),
        provider,
      },
    })
    .where(and(eq(orders.id, order._id), eq(orders.isPaid, false)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new HttpError(400, 'Order is already paid');
  return (await loadOrder(db, eq(orders.id, order._id)))!;
}

/** Admin: marks an order delivered; a cash-on-delivery order is paid at that moment too. */
export async function deliverOrder(db: Db, orderId: string) {
  if (!isValidId(orderId)) throw new HttpError(404, 'Order not found');
  const now = new Date();
  const updated = await db
    .update(orders)
    .set({
      isDelivered: true,
      deliveredAt: now,
      isPaid: sql`case when ${orders.paymentMethod} = 'CashOnDelivery' then true else ${orders.isPaid} end`,
      paidAt: sql`case when ${orders.paymentMethod} = 'CashOnDelivery' and not ${orders.isPaid} then ${now.toISOString()}::timestamptz else ${orders.paidAt} end`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.isDelivered, false)))
    .returning({ id: orders.id });
  if (updated.length === 0) {
    const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!exists) throw new HttpError(404, 'Order not found');
    throw new HttpError(400, 'Order is already delivered');
  }
  return (await loadOrder(db, eq(orders.id, orderId)))!;
}
