import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { Order } from 'shared-ui/types';

/** PUT /api/orders/{id}/cancel: the owner cancels an order not yet delivered; its stock goes back. */
export function cancelOrder(id: string): Promise<Order> {
  return apiClient()
    .put(`api/orders/${encodeURIComponent(id)}/cancel`)
    .json<Order>();
}

/** Cancels an order by its id; the order page refetches it in `onSuccess` to show it cancelled. */
export function useCancelOrder(callbacks: MutationCallbacks<string, Order> = {}) {
  return useMutation({ mutationFn: cancelOrder, ...callbacks });
}
