import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminCustomer, AdminOrderList } from 'shared-ui/types';
import { listSearchParams } from '../../../api/search-params';

/** GET /api/admin/customers/:id. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<AdminCustomer> {
  return apiClient()
    .get(`api/admin/customers/${encodeURIComponent(id)}`, { signal })
    .json<AdminCustomer>();
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: ['admin-customer', id], queryFn: ({ signal }) => getCustomer(id, signal) });
}

/** GET /api/admin/customers/:id/orders: newest first. */
export function getCustomerOrders(id: string, page: number, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiClient()
    .get(`api/admin/customers/${encodeURIComponent(id)}/orders`, { searchParams: listSearchParams({ page }), signal })
    .json<AdminOrderList>();
}

export function useCustomerOrders(id: string, page: number) {
  return useQuery({
    queryKey: ['admin-customer-orders', id, page],
    queryFn: ({ signal }) => getCustomerOrders(id, page, signal),
    keepPreviousData: true,
  });
}
