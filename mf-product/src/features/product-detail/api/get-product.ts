import { apiClient } from 'shared-ui/api';
import type { Product } from 'shared-ui/types';

/** GET /api/products/{id}: the product with its reviews. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiClient()
    .get(`api/products/${encodeURIComponent(id)}`, { signal })
    .json<Product>();
}
