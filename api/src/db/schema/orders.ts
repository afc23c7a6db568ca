import { sql } from 'drizzle-orm';
import type {
  OrderActorRole as OrderActorRoleSchema,
  OrderEventType as OrderEventTypeSchema,
  OrderStatus as OrderStatusSchema,
  PaymentMethod as PaymentMethodSchema,
  PaymentResult as PaymentResultSchema,
  ShippingAddress as ShippingAddressSchema,
} from 'shared-ui/contract';
import type { Static } from 'typebox';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './products.js';
import { users } from './users.js';

export type ShippingAddress = Static<typeof ShippingAddressSchema>;
export type PaymentResult = Static<typeof PaymentResultSchema>;
type PaymentMethod = Static<typeof PaymentMethodSchema>;
export type OrderStatus = Static<typeof OrderStatusSchema>;
export type OrderEventType = Static<typeof OrderEventTypeSchema>;
export type OrderActorRole = Static<typeof OrderActorRoleSchema>;

export const orders = pgTable(
  'orders',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    userId: varchar('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    itemsPriceCents: integer('items_price_cents').notNull(),
    shippingPriceCents: integer('shipping_price_cents').notNull(),
    taxPriceCents: integer('tax_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    paymentResult: jsonb('payment_result').$type<PaymentResult>(),
    isDelivered: boolean('is_delivered').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    // Derived by the database from the flags, so it can never disagree with them; lists filter on it.
    status: text('status')
      .$type<OrderStatus>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when cancelled_at is not null then 'cancelled' when is_delivered then 'delivered' when is_paid then 'paid' else 'awaiting_payment' end`,
      ),
    idempotencyKey: text('idempotency_key'),
    // Digest of the request that used the key: a reuse with another body is refused instead of replayed.
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A retried POST with the same Idempotency-Key collides here instead of creating a second order.
    uniqueIndex('orders_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    check('orders_payment_method', sql`${t.paymentMethod} in ('PayPal', 'Stripe', 'CashOnDelivery')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: varchar('product_id', { length: 24 })
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    qty: integer('qty').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_positive', sql`${t.qty} > 0`)],
);

/** The order's timeline: its placing and every state change, with who made it (null once that user is gone). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<OrderEventType>().notNull(),
    actorId: varchar('actor_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<OrderActorRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check('order_events_type', sql`${t.type} in ('placed', 'paid', 'delivered', 'cancelled')`),
    check('order_events_actor_role', sql`${t.actorRole} in ('customer', 'staff', 'system')`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
