import { apiClient } from 'shared-ui/api';
import type { Order } from 'shared-ui/types';

/** PUT /api/orders/{id}/pay: the sandbox payment for PayPal and Stripe orders. */
export function payOrder(id: string): Promise<Order> {
  return apiClient()
    .put(`api/orders/${encodeURIComponent(id)}/pay`)
    .json<Order>();
}
