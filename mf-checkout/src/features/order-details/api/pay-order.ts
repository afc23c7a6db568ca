import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { Order } from 'shared-ui/types';

/** PUT /api/orders/{id}/pay: the sandbox payment for PayPal and Stripe orders. */
export function payOrder(id: string): Promise<Order> {
  return apiClient()
    .put(`api/orders/${encodeURIComponent(id)}/pay`)
    .json<Order>();
}

/** Pays an order by its id; the order page refetches it in `onSuccess` to show it paid. */
export function usePayOrder(callbacks: MutationCallbacks<string, Order> = {}) {
  return useMutation({ mutationFn: payOrder, ...callbacks });
}
