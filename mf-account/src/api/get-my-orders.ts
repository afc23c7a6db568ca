import { apiClient, useQuery } from 'shared-ui/api';
import { useSession } from 'shared-ui/state';
import type { Order } from 'shared-ui/types';

/** GET /api/orders/myorders: the signed-in user's orders. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiClient().get('api/orders/myorders', { signal }).json<Order[]>();
}

/** Newest first, as the My Orders table and the profile show them. */
export function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The signed-in user's orders, newest first (My Orders and the profile's recent orders). */
export function useMyOrders() {
  // Keyed by the user: signing in as someone else while the page is open reads their orders, not the last user's.
  const userId = useSession()?._id ?? null;
  return useQuery({
    queryKey: ['my-orders', userId],
    queryFn: async ({ signal }) => newestFirst(await getMyOrders(signal)),
  });
}
