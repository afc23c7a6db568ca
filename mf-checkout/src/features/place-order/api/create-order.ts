import { useState } from 'react';
import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import { useCartActions } from 'shared-ui/state';
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

/**
 * Places the order and clears the cart (shared-ui's cart action). A second click while the order is
 * in flight is refused (useMutation), and every call of one page visit sends the same key, so a
 * retry after a failure or a lost answer replays the same order on the server.
 */
export function usePlaceOrder(callbacks: MutationCallbacks<NewOrder, Order> = {}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { clearCart } = useCartActions();
  return useMutation({
    mutationFn: async (order: NewOrder) => {
      const created = await createOrder(order, idempotencyKey);
      clearCart();
      return created;
    },
    ...callbacks,
  });
}
