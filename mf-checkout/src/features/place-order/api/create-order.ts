import { apiClient } from 'shared-ui/api';
import type { CreateOrderBody, Order } from 'shared-ui/types';

/** The contract's order body plus what spec §7 says the client sends beside it. */
export interface NewOrder extends CreateOrderBody {
  orderItems: { product: string; name: string; image: string; price: number; qty: number }[];
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}

/**
 * POST /api/orders. The Idempotency-Key lets the server answer a repeated request (double click,
 * retry after a lost answer) with the order it already made instead of making a second one.
 * The prices are sent as the client saw them; the server recomputes them from its own data.
 */
export function createOrder(order: NewOrder, idempotencyKey: string): Promise<Order> {
  return apiClient()
    .post('api/orders', { json: order, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<Order>();
}
