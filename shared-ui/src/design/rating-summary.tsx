import { formatRating, pluralize } from 'shared-ui/format';
import { Text } from './text';

export interface RatingSummaryProps {
  rating: number;
  numReviews: number;
  /** 'count' writes "(12)" after the stars, as cards do; 'reviews' writes "(12 reviews)" */
  variant?: 'count' | 'reviews';
}

/**
 * A product's rating as every view shows it: "★ 4.3 (12)", or "No reviews yet" when nobody has reviewed
 * it (rather than "★ 0.0 (0)"). Screen readers hear one phrase: "Rated 4.3 out of 5 from 12 reviews".
 */
export function RatingSummary({ rating, numReviews, variant = 'count' }: RatingSummaryProps) {
  if (!(numReviews > 0)) {
    return (
      <Text tone="muted" size="sm">
        No reviews yet
      </Text>
    );
  }
  const value = formatRating(rating);
  const reviews = pluralize(numReviews, 'review');
  return (
    <span role="img" aria-label={`Rated ${value} out of 5 from ${reviews}`}>
      <span aria-hidden="true">
        ★ {value} <Text tone="muted">({variant === 'reviews' ? reviews : numReviews})</Text>
      </span>
    </span>
  );
}
