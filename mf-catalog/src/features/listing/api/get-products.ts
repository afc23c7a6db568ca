import { apiClient, useQuery } from 'shared-ui/api';
import type { ProductListResponse } from 'shared-ui/types';
import type { AdvancedFilters, ListingFilters } from '../../../hooks/use-listing-filters';

export const PAGE_SIZE = 12;

/** The query string of GET /api/products: the URL's filters plus the dialog-only ones. */
export function productSearchParams(filters: ListingFilters, advanced: AdvancedFilters): URLSearchParams {
  const query: Record<string, string | number> = {
    keyword: filters.keyword,
    category: filters.category,
    page: filters.page,
    limit: PAGE_SIZE,
    sort: filters.sort,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    brands: advanced.brands.join(','),
    rating: advanced.rating > 0 ? advanced.rating : '',
    availability: advanced.availability === 'all' ? '' : advanced.availability,
  };
  const searchParams = new URLSearchParams();
  // Spec §7: empty values are left out (minPrice and maxPrice only if set).
  for (const [key, value] of Object.entries(query)) if (value !== '') searchParams.set(key, String(value));
  return searchParams;
}

/** GET /api/products: one page of the listing and the totals. */
export function getProducts(searchParams: URLSearchParams, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiClient().get('api/products', { searchParams, signal }).json<ProductListResponse>();
}

/** The listing for the filters; a new query aborts the call in flight. */
export function useProducts(filters: ListingFilters, advanced: AdvancedFilters) {
  const searchParams = productSearchParams(filters, advanced);
  return useQuery({
    queryKey: ['products', searchParams.toString()],
    queryFn: ({ signal }) => getProducts(searchParams, signal),
  });
}
