import { apiClient, useQuery } from 'shared-ui/api';
import type { Order } from 'shared-ui/types';

/** GET /api/orders/{id}: one of the signed-in user's orders (someone else's answers 404). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiClient()
    .get(`api/orders/${encodeURIComponent(id)}`, { signal })
    .json<Order>();
}

/** One order for the order page; `refetch` after paying keeps the page on screen. */
export function useOrder(id: string) {
  return useQuery({ queryKey: ['order', id], queryFn: ({ signal }) => getOrder(id, signal) });
}
