import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminProductList } from 'shared-ui/types';
import { listSearchParams } from '../../../api/search-params';

export interface ProductFilters {
  q: string;
  category: string;
  sort: string;
  /** active (the default), archived or all */
  state: string;
  /** 'true': only products under 5 in stock */
  lowStock: string;
  page: number;
}

/** GET /api/admin/products: the catalogue as staff see it, archived products included on request. */
export function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<AdminProductList> {
  return apiClient()
    .get('api/admin/products', { searchParams: listSearchParams({ ...filters }), signal })
    .json<AdminProductList>();
}

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: ['admin-products', filters.q, filters.category, filters.sort, filters.state, filters.lowStock, filters.page],
    queryFn: ({ signal }) => getProducts(filters, signal),
    keepPreviousData: true,
  });
}
