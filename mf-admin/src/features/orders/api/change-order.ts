import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminOrder } from 'shared-ui/types';

/** The staff's order actions; the server's state machine decides whether each is allowed (409 when not). */
export type OrderAction = 'pay' | 'deliver' | 'cancel';

export interface OrderChange {
  id: string;
  action: OrderAction;
}

/** PUT /api/admin/orders/:id/pay|deliver|cancel: answers the order as it now is. Repeating one changes nothing. */
export function changeOrder({ id, action }: OrderChange): Promise<AdminOrder> {
  return apiClient()
    .put(`api/admin/orders/${encodeURIComponent(id)}/${action}`)
    .json<AdminOrder>();
}

export function useChangeOrder(callbacks: MutationCallbacks<OrderChange, AdminOrder> = {}) {
  return useMutation({ mutationFn: changeOrder, ...callbacks });
}
