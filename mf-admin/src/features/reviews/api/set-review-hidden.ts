import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminReview } from 'shared-ui/types';

export interface ReviewVisibility {
  id: string;
  hidden: boolean;
}

/** PUT /api/admin/reviews/:id/hide or /unhide: the product's rating and count are recomputed. */
export function setReviewHidden({ id, hidden }: ReviewVisibility): Promise<AdminReview> {
  return apiClient()
    .put(`api/admin/reviews/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`)
    .json<AdminReview>();
}

export function useSetReviewHidden(callbacks: MutationCallbacks<ReviewVisibility, AdminReview> = {}) {
  return useMutation({ mutationFn: setReviewHidden, ...callbacks });
}
