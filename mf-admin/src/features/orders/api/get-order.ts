import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminOrder } from 'shared-ui/types';

/** GET /api/admin/orders/:id: the order with its items, customer, address, payment and timeline. */
export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiClient()
    .get(`api/admin/orders/${encodeURIComponent(id)}`, { signal })
    .json<AdminOrder>();
}

export function useOrder(id: string) {
  return useQuery({ queryKey: ['admin-order', id], queryFn: ({ signal }) => getOrder(id, signal) });
}
