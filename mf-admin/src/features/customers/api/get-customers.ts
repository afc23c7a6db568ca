import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminCustomerList } from 'shared-ui/types';
import { listSearchParams } from '../../../api/search-params';

export interface CustomerFilters {
  /** name or email */
  q: string;
  /** active, disabled, or '' for all */
  state: string;
  page: number;
}

/** GET /api/admin/customers. */
export function getCustomers(filters: CustomerFilters, signal?: AbortSignal): Promise<AdminCustomerList> {
  return apiClient()
    .get('api/admin/customers', { searchParams: listSearchParams({ ...filters, state: filters.state || 'all' }), signal })
    .json<AdminCustomerList>();
}

export function useCustomers(filters: CustomerFilters) {
  return useQuery({
    queryKey: ['admin-customers', filters.q, filters.state, filters.page],
    queryFn: ({ signal }) => getCustomers(filters, signal),
    keepPreviousData: true,
  });
}
