import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminOrderList } from 'shared-ui/types';
import { listSearchParams } from '../../../api/search-params';

export interface OrderFilters {
  /** awaiting_payment, paid, delivered, cancelled, or '' for all */
  status: string;
  /** order number, customer name or email */
  q: string;
  page: number;
}

/** GET /api/admin/orders: every order, newest first, one page of them. */
export function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiClient()
    .get('api/admin/orders', { searchParams: listSearchParams({ ...filters }), signal })
    .json<AdminOrderList>();
}

export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ['admin-orders', filters.status, filters.q, filters.page],
    queryFn: ({ signal }) => getOrders(filters, signal),
    keepPreviousData: true,
  });
}
