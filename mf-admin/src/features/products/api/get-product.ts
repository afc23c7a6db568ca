import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminProduct } from 'shared-ui/types';

/** GET /api/admin/products/:id (archived ones too). */
export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return apiClient()
    .get(`api/admin/products/${encodeURIComponent(id)}`, { signal })
    .json<AdminProduct>();
}

/** Not fetched for a new product (no id). */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: ['admin-product', id],
    queryFn: ({ signal }) => getProduct(id!, signal),
    enabled: Boolean(id),
  });
}
