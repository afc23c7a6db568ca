import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { ReviewBody } from 'shared-ui/types';

/** POST /api/products/{id}/reviews; the answer's shape is not relied on (spec §7). */
export async function createReview(productId: string, body: ReviewBody): Promise<void> {
  await apiClient().post(`api/products/${encodeURIComponent(productId)}/reviews`, { json: body });
}

/** Posts a review of the product; the page refetches it in `onSuccess` to show the review. */
export function useCreateReview(productId: string, callbacks: MutationCallbacks<ReviewBody, void> = {}) {
  return useMutation({ mutationFn: (body: ReviewBody) => createReview(productId, body), ...callbacks });
}
