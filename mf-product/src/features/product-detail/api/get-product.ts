import { apiClient, useQuery } from 'shared-ui/api';
import { withProductDetailDefaults, type PartialProduct } from 'shared-ui/format';
import type { ProductDetail } from 'shared-ui/types';

type ProductAnswer = PartialProduct & Pick<Partial<ProductDetail>, 'reviews'>;

/** GET /api/products/{id}: the product with its reviews; missing optional fields read as the spec's defaults. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const answer = await apiClient()
    .get(`api/products/${encodeURIComponent(id)}`, { signal })
    .json<ProductAnswer>();
  return withProductDetailDefaults(answer);
}

/** The product page's data; `refetch` after a review keeps the page on screen while it reloads. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}
