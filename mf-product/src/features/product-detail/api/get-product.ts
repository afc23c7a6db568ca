import { apiClient, initialAnswer, useQuery } from 'shared-ui/api';
import type { ProductDetail } from 'shared-ui/types';

/** GET /api/products/{id}: the product with its reviews. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiClient()
    .get(`api/products/${encodeURIComponent(id)}`, { signal })
    .json<ProductDetail>();
}

/**
 * The product page's data; `refetch` after a review keeps the page on screen while it reloads. The
 * answer the server inlined renders at once, so the page replaces the server's markup of the same
 * product without a skeleton in between.
 */
export function useProduct(id: string) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    initialData: () => initialAnswer<ProductDetail>(`/api/products/${encodeURIComponent(id)}`),
  });
}
