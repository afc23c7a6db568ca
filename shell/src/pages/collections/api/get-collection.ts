import { apiClient, useQuery } from 'shared-ui/api';
import type { Availability, Sort } from 'shared-ui/pricing';
import type { ProductListResponse } from 'shared-ui/types';

export const COLLECTION_PAGE_SIZE = 12;

/** Which products a collection page lists: the listing's own filters (GET /api/products). */
export interface CollectionQuery {
  availability?: Availability;
  sort?: Sort;
}

/** GET /api/products for one page of a collection. */
export function getCollection(query: CollectionQuery, page: number, signal?: AbortSignal): Promise<ProductListResponse> {
  const searchParams = new URLSearchParams({ page: String(page), limit: String(COLLECTION_PAGE_SIZE) });
  if (query.availability) searchParams.set('availability', query.availability);
  if (query.sort) searchParams.set('sort', query.sort);
  return apiClient().get('api/products', { searchParams, signal }).json<ProductListResponse>();
}

export function useCollection(query: CollectionQuery, page: number) {
  return useQuery({
    queryKey: ['collection', query.availability, query.sort, page],
    queryFn: ({ signal }) => getCollection(query, page, signal),
    keepPreviousData: true,
  });
}
