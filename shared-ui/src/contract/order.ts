import { Type } from 'typebox';
import { Nullable } from './common.js';
import { PAYMENT_METHODS } from './pricing.js';

export const PaymentMethod = Type.Enum(PAYMENT_METHODS);

const NonEmpty = Type.String({ minLength: 1, maxLength: 200 });

export const ShippingAddress = Type.Object({
  fullName: NonEmpty,
  address: NonEmpty,
  city: NonEmpty,
  postalCode: Type.String({ minLength: 1, maxLength: 40 }),
  country: NonEmpty,
});

export const OrderItemInput = Type.Object({
  product: Type.Optional(Type.String({ maxLength: 100 })),
  _id: Type.Optional(Type.String({ maxLength: 100 })),
  qty: Type.Integer({ minimum: 1, maximum: 10000 }),
});

export const CreateOrderBody = Type.Object({
  orderItems: Type.Array(OrderItemInput, { maxItems: 100 }),
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethod,
});

export const CreateOrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const OrderItem = Type.Object({
  _id: Type.String(),
  product: Type.String(),
  name: Type.String(),
  image: Type.String(),
  qty: Type.Integer(),
  price: Type.Number(),
});

export const PaymentResult = Type.Object({
  id: Type.String(),
  status: Type.String(),
  updateTime: Type.String(),
  provider: Type.String(),
});

/** Derived from the flags: cancelled, else delivered, else paid, else awaiting payment. */
export const OrderStatus = Type.Union([
  Type.Literal('awaiting_payment'),
  Type.Literal('paid'),
  Type.Literal('delivered'),
  Type.Literal('cancelled'),
]);
export const OrderEventType = Type.Union([
  Type.Literal('placed'),
  Type.Literal('paid'),
  Type.Literal('delivered'),
  Type.Literal('cancelled'),
]);
export const OrderActorRole = Type.Union([Type.Literal('customer'), Type.Literal('staff'), Type.Literal('system')]);

export const OrderEvent = Type.Object({
  type: OrderEventType,
  actorRole: OrderActorRole,
  actorName: Nullable(Type.String()),
  at: Type.String(),
});

export const Order = Type.Object({
  _id: Type.String(),
  user: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  orderItems: Type.Array(OrderItem),
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethod,
  itemsPrice: Type.Number(),
  shippingPrice: Type.Number(),
  taxPrice: Type.Number(),
  totalPrice: Type.Number(),
  isPaid: Type.Boolean(),
  paidAt: Nullable(Type.String()),
  isDelivered: Type.Boolean(),
  deliveredAt: Nullable(Type.String()),
  status: OrderStatus,
  cancelledAt: Nullable(Type.String()),
  /** A paid order that was cancelled: its money is owed back (there is no real payment provider). */
  refundPending: Type.Boolean(),
  paymentResult: Type.Optional(PaymentResult),
  /** Placing and every change with who made it; on a single order's answer, not on lists. */
  timeline: Type.Optional(Type.Array(OrderEvent)),
  createdAt: Type.String(),
});
