import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { isValidId, newId } from '../../db/ids.js';
import { orderEvents, orderItems, orders, products, type OrderRow, type OrderStatus } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';

export type OrderTransition = 'pay' | 'deliver' | 'cancel';

/** Who asks for a change: a shopper may only touch their own orders; staff may touch any. */
export interface OrderActor {
  id: string;
  isStaff: boolean;
}

export interface OrderChange {
  transition: OrderTransition;
  actor: OrderActor;
  /** 'customer' when the order's owner made the change, 'staff' otherwise */
  actorRole: 'customer' | 'staff';
  from: OrderStatus;
  to: OrderStatus;
  before: OrderRow;
  after: OrderRow;
}

export interface TransitionOptions {
  /**
   * Runs inside the change's own transaction, only when the order changed: work that must happen exactly
   * once with it (an outbox message, an audit record) commits or rolls back together with the change.
   */
  onChanged?: (tx: Tx, change: OrderChange) => Promise<void>;
}

export interface TransitionResult {
  orderId: string;
  changed: boolean;
  change?: OrderChange;
}

const REFUSED: Record<OrderTransition, Partial<Record<OrderStatus, string>>> = {
  pay: { cancelled: 'A cancelled order cannot be paid' },
  deliver: { cancelled: 'A cancelled order cannot be delivered' },
  cancel: { delivered: 'A delivered order cannot be cancelled' },
};

/** Already in the state the transition leads to: asking again changes nothing and succeeds. */
function alreadyDone(transition: OrderTransition, order: OrderRow): boolean {
  if (transition === 'pay') return order.isPaid;
  if (transition === 'deliver') return order.isDelivered;
  return order.cancelledAt !== null;
}

function statusOf(order: Pick<OrderRow, 'cancelledAt' | 'isDelivered' | 'isPaid'>): OrderStatus {
  if (order.cancelledAt) return 'cancelled';
  if (order.isDelivered) return 'delivered';
  if (order.isPaid) return 'paid';
  return 'awaiting_payment';
}

function paymentReference(order: OrderRow, role: OrderChange['actorRole'], now: Date) {
  // A shopper pays PayPal and Stripe orders in the sandbox; staff record money taken another way.
  const kind = role === 'customer' ? 'SANDBOX' : 'RECORDED';
  return {
    id: `${order.paymentMethod.toUpperCase()}-${kind}-${randomBytes(8).toString('hex').toUpperCase()}`,
    status: 'COMPLETED',
    updateTime: now.toISOString(),
    provider: order.paymentMethod,
  };
}

function changesFor(transition: OrderTransition, order: OrderRow, role: OrderChange['actorRole'], now: Date): Partial<OrderRow> {
  if (transition === 'pay') return { isPaid: true, paidAt: now, paymentResult: paymentReference(order, role, now) };
  if (transition === 'cancel') return { cancelledAt: now };
  // Cash on delivery is paid the moment it is delivered.
  const paysNow = order.paymentMethod === 'CashOnDelivery' && !order.isPaid;
  return { isDelivered: true, deliveredAt: now, ...(paysNow ? { isPaid: true, paidAt: now } : {}) };
}

/**
 * The one place an order changes state. The order row is locked for the check and the change, so of two
 * concurrent transitions the second sees the first's result: a cancel and a deliver of one order cannot
 * both win, and two cancels restock once. Repeating a transition already made is a no-op success.
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  transition: OrderTransition,
  actor: OrderActor,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  if (!isValidId(orderId)) throw new HttpError(404, 'Order not found');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || (!actor.isStaff && order.userId !== actor.id)) throw new HttpError(404, 'Order not found');
    if (!actor.isStaff) {
      if (transition === 'deliver') throw new HttpError(403, 'Not authorized as an admin');
      if (transition === 'pay' && order.paymentMethod === 'CashOnDelivery') {
        throw new HttpError(400, 'Cash on delivery orders are paid on delivery');
      }
    }
    const actorRole: OrderChange['actorRole'] = order.userId === actor.id ? 'customer' : 'staff';
    if (alreadyDone(transition, order)) return { orderId, changed: false };
    const from = statusOf(order);
    const refusal = REFUSED[transition][from];
    if (refusal) throw new HttpError(409, refusal);

    const now = new Date();
    const [after] = await tx
      .update(orders)
      .set(changesFor(transition, order, actorRole, now))
      .where(eq(orders.id, orderId))
      .returning();
    if (transition === 'cancel') await restock(tx, orderId);

    const events = [transition === 'pay' ? 'paid' : transition === 'deliver' ? 'delivered' : 'cancelled'] as const;
    const types = transition === 'deliver' && after!.isPaid && !order.isPaid ? (['paid', ...events] as const) : events;
    await tx
      .insert(orderEvents)
      .values(types.map((type) => ({ id: newId(), orderId, type, actorId: actor.id, actorRole, createdAt: now })));

    const change: OrderChange = { transition, actor, actorRole, from, to: statusOf(after!), before: order, after: after! };
    await options.onChanged?.(tx, change);
    return { orderId, changed: true, change };
  });
}

/** Puts a cancelled order's quantities back on the shelf. */
async function restock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${line.qty}` })
      .where(eq(products.id, line.productId));
  }
}
