import { apiClient, useQuery } from 'shared-ui/api';
import { CATEGORIES, type Category } from 'shared-ui/pricing';
import type { ProductListResponse } from 'shared-ui/types';

export interface CategoryOverview {
  category: Category;
  /** How many products the category holds (a lower bound when totalIsEstimate). */
  total: number;
  totalIsEstimate: boolean;
  /** The image of its first product, to show on the category's card. */
  image: string | null;
}

/**
 * Every shop category with its product count and a picture, from GET /api/products (one call per
 * category, limit 1: the API has no categories endpoint, and the listing's total is the count).
 */
export async function getCategoryOverview(signal?: AbortSignal): Promise<CategoryOverview[]> {
  return Promise.all(
    CATEGORIES.map(async (category) => {
      const list = await apiClient()
        .get('api/products', { searchParams: { category, limit: 1 }, signal })
        .json<ProductListResponse>();
      return {
        category,
        total: list.total,
        totalIsEstimate: list.totalIsEstimate ?? false,
        image: list.products[0]?.image ?? null,
      };
    }),
  );
}

export function useCategoryOverview() {
  return useQuery({ queryKey: ['category-overview'], queryFn: ({ signal }) => getCategoryOverview(signal) });
}
