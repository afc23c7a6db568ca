import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminReviewList } from 'shared-ui/types';
import { listSearchParams } from '../../../api/search-params';

export interface ReviewFilters {
  /** 1-5, or '' for any */
  rating: string;
  /** a product id */
  product: string;
  /** visible, hidden, or '' for all */
  state: string;
  page: number;
}

/** GET /api/admin/reviews: newest first. */
export function getReviews(filters: ReviewFilters, signal?: AbortSignal): Promise<AdminReviewList> {
  return apiClient()
    .get('api/admin/reviews', { searchParams: listSearchParams({ ...filters, state: filters.state || 'all' }), signal })
    .json<AdminReviewList>();
}

export function useReviews(filters: ReviewFilters) {
  return useQuery({
    queryKey: ['admin-reviews', filters.rating, filters.product, filters.state, filters.page],
    queryFn: ({ signal }) => getReviews(filters, signal),
    keepPreviousData: true,
  });
}
