import { apiClient } from 'shared-ui/api';
import type { ProductDetail } from 'shared-ui/types';

/** GET /api/products/{id}: the product with its reviews. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiClient()
    .get(`api/products/${encodeURIComponent(id)}`, { signal })
    .json<ProductDetail>();
}
