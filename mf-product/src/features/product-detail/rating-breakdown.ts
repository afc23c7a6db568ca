import type { Review } from 'shared-ui/types';

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

export interface StarShare {
  stars: StarValue;
  count: number;
  /** Whole percent of all reviews; 0 when there are none. */
  percent: number;
}

/** How many reviews gave each star value, 5 to 1, and their share: counted from the reviews themselves. */
export function ratingBreakdown(reviews: readonly Pick<Review, 'rating'>[]): StarShare[] {
  const counts = new Map<number, number>();
  for (const { rating } of reviews) {
    const stars = Math.min(5, Math.max(1, Math.round(rating)));
    counts.set(stars, (counts.get(stars) ?? 0) + 1);
  }
  return STAR_VALUES.map((stars) => {
    const count = counts.get(stars) ?? 0;
    return { stars, count, percent: reviews.length === 0 ? 0 : Math.round((count / reviews.length) * 100) };
  });
}
