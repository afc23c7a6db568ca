import { apiClient } from 'shared-ui/api';

export interface NewReview {
  rating: number;
  comment: string;
}

/** POST /api/products/{id}/reviews; the answer's shape is not relied on (spec §7). */
export async function createReview(productId: string, review: NewReview): Promise<void> {
  await apiClient().post(`api/products/${encodeURIComponent(productId)}/reviews`, { json: review });
}
