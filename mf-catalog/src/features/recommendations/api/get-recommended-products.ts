import { apiClient, useQuery } from 'shared-ui/api';
import type { Product, ProductListResponse } from 'shared-ui/types';

export type RecommendedProductRef = { name: string } | { id: string };

/** The look-up of one named product. */
export function nameLookupSearchParams(name: string): URLSearchParams {
  return new URLSearchParams({ keyword: name, limit: '1' });
}

/** One named product: the best keyword match, kept only if its name is the one asked for. */
async function findByName(name: string, signal: AbortSignal): Promise<Product | null> {
  const searchParams = nameLookupSearchParams(name);
  const { products } = await apiClient().get('api/products', { searchParams, signal }).json<ProductListResponse>();
  const [match] = products;
  return match && match.name.toLowerCase() === name.toLowerCase() ? match : null;
}

/** GET /api/products/{id}; a product that no longer exists is left out. */
async function findById(id: string, signal: AbortSignal): Promise<Product | null> {
  return apiClient()
    .get(`api/products/${encodeURIComponent(id)}`, { signal, retry: 0 })
    .json<Product>();
}

/** The recommended products that exist, in the order given; one failed look-up does not hide the rest. */
export async function getRecommendedProducts(refs: RecommendedProductRef[], signal: AbortSignal): Promise<Product[]> {
  const results = await Promise.allSettled(
    refs.map((ref) => ('id' in ref ? findById(ref.id, signal) : findByName(ref.name, signal))),
  );
  if (signal.aborted) throw signal.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
}

export function useRecommendedProducts(refs: RecommendedProductRef[], { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['recommended-products', refs],
    queryFn: ({ signal }) => getRecommendedProducts(refs, signal),
    enabled,
    // The picks come in the page: after its skeleton second the block shows them with no call.
    prefetch: true,
  });
}
