import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { mailOutbox, orderItems, users, type MailKind, type OrderRow, type ShippingAddress } from '../../db/schema/index.js';
import type { OrderChange } from '../orders/order-state-machine.js';

/** An order as a message tells about it: what it was when the message was written. */
export interface OrderSnapshot {
  id: string;
  placedAt: string;
  customerName: string;
  lines: { name: string; qty: number; priceCents: number }[];
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  isPaid: boolean;
  refundPending: boolean;
}

export type MailPayload =
  | { kind: 'order_confirmation'; order: OrderSnapshot }
  | { kind: 'order_cancelled'; order: OrderSnapshot }
  | { kind: 'order_delivered'; order: OrderSnapshot }
  | { kind: 'password_changed'; name: string; email: string }
  | { kind: 'email_changed'; name: string; oldEmail: string; newEmail: string };

export interface OutgoingMail {
  to: string;
  userId: string | null;
  orderId?: string | null;
  payload: MailPayload;
}

/** Writes messages to the outbox in the caller's transaction: they are sent only if it commits. */
export async function enqueueMail(tx: Tx, messages: OutgoingMail[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(mailOutbox).values(
    messages.map((message) => ({
      id: newId(),
      kind: message.payload.kind satisfies MailKind,
      toAddress: message.to,
      userId: message.userId,
      orderId: message.orderId ?? null,
      payload: message.payload as unknown as Record<string, unknown>,
    })),
  );
}

export function orderSnapshot(
  order: Pick<
    OrderRow,
    | 'id'
    | 'createdAt'
    | 'itemsPriceCents'
    | 'shippingPriceCents'
    | 'taxPriceCents'
    | 'totalPriceCents'
    | 'shippingAddress'
    | 'paymentMethod'
    | 'isPaid'
    | 'cancelledAt'
  >,
  lines: OrderSnapshot['lines'],
  customerName: string,
): OrderSnapshot {
  return {
    id: order.id,
    placedAt: order.createdAt.toISOString(),
    customerName,
    lines: lines.map(({ name, qty, priceCents }) => ({ name, qty, priceCents })),
    itemsCents: order.itemsPriceCents,
    shippingCents: order.shippingPriceCents,
    taxCents: order.taxPriceCents,
    totalCents: order.totalPriceCents,
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    refundPending: order.cancelledAt !== null && order.isPaid,
  };
}

const CHANGE_MESSAGES: Partial<Record<OrderChange['transition'], 'order_cancelled' | 'order_delivered'>> = {
  cancel: 'order_cancelled',
  deliver: 'order_delivered',
};

/** The message an order change sends its owner (cancellation, delivery), written with the change. */
export async function enqueueOrderChangeMail(tx: Tx, change: OrderChange): Promise<void> {
  const kind = CHANGE_MESSAGES[change.transition];
  if (!kind) return;
  const order = change.after;
  const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!owner) return;
  const lines = await tx
    .select({ name: orderItems.name, qty: orderItems.qty, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  await enqueueMail(tx, [
    {
      to: owner.email,
      userId: order.userId,
      orderId: order.id,
      payload: { kind, order: orderSnapshot(order, lines, owner.name) },
    },
  ]);
}

/**
 * Notices of a credentials change: to the account's address, and on a new email to the old address too
 * (whoever took the account over cannot hide it from the owner).
 */
export function accountNotices(
  before: { id: string; name: string; email: string },
  after: { email: string },
  passwordChanged: boolean,
): OutgoingMail[] {
  const messages: OutgoingMail[] = [];
  if (after.email !== before.email) {
    const payload: MailPayload = { kind: 'email_changed', name: before.name, oldEmail: before.email, newEmail: after.email };
    messages.push({ to: before.email, userId: before.id, payload }, { to: after.email, userId: before.id, payload });
  }
  if (passwordChanged) {
    messages.push({
      to: after.email,
      userId: before.id,
      payload: { kind: 'password_changed', name: before.name, email: after.email },
    });
  }
  return messages;
}
