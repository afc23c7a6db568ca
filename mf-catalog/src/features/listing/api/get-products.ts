import { apiClient, useQuery } from 'shared-ui/api';
import type { ProductListResponse } from 'shared-ui/types';

export interface ProductQuery {
  keyword?: string;
  category?: string;
  page?: number;
  sort?: string;
  minPrice?: string;
  maxPrice?: string;
}

export const PAGE_SIZE = 12;

/** GET /api/products; empty parameters are left out (spec §7). */
export function getProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, limit: PAGE_SIZE })) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return apiClient().get('api/products', { searchParams, signal }).json<ProductListResponse>();
}

/** The listing for a query; a new query aborts the call in flight. */
export function useProducts(query: ProductQuery) {
  return useQuery({ queryKey: ['products', query], queryFn: ({ signal }) => getProducts(query, signal) });
}
