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
  paymentResult: Type.Optional(PaymentResult),
  createdAt: Type.String(),
});
