import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Text, VisuallyHidden, cardStyles, media, space } from 'shared-ui/design';
import { formatDate, formatRating, pluralize } from 'shared-ui/format';
import { useHydrated, useSession } from 'shared-ui/state';
import type { ProductDetail } from 'shared-ui/types';
import { RatingBreakdown } from './rating-breakdown';
import { ReviewForm } from './review-form';

const Section = styled.section`
  margin-top: ${space.xl};
  h2 {
    margin: 0 0 ${space.md};
  }
`;

const Summary = styled.div`
  ${cardStyles('surface', 'lg')}
  display: grid;
  gap: ${space.lg};
  align-items: center;
  margin-bottom: ${space.lg};
  ${media.atLeast('sm')} {
    grid-template-columns: auto minmax(0, 1fr);
  }
  .average {
    font-size: 2.5rem;
    font-weight: 700;
    line-height: 1;
    margin: 0;
  }
  p {
    margin: ${space.xs} 0 0;
  }
`;

const ReviewList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  li {
    ${cardStyles('surface', 'md')}
  }
  li p {
    margin: ${space.xs} 0;
  }
`;

const StarsText = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 1px;
`;

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <StarsText role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rounded)}
      {'☆'.repeat(Math.max(0, 5 - rounded))}
    </StarsText>
  );
}

/**
 * The server knows no time zone: it and the hydration render write the date in UTC, the browser then
 * in the shopper's own zone, so hydration never meets a different day.
 */
function ReviewDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  if (Number.isNaN(new Date(iso).getTime())) return null;
  return <time dateTime={iso}>{formatDate(iso, { utc: !hydrated })}</time>;
}

export function ReviewsSection({ product, onReviewSubmitted }: { product: ProductDetail; onReviewSubmitted: () => void }) {
  const userInfo = useSession();
  const { reviews } = product;
  const average = product.rating;
  const count = product.numReviews;

  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      <Summary>
        {count > 0 && (
          <div>
            <p className="average">
              {formatRating(average)}
              <VisuallyHidden> out of 5</VisuallyHidden>
            </p>
            <p>
              <Stars rating={average} />
            </p>
            <Text as="p" tone="muted" size="sm">
              {pluralize(count, 'review')}
            </Text>
          </div>
        )}
        <RatingBreakdown reviews={reviews} />
      </Summary>
      {reviews.length === 0 ? (
        <Text as="p" tone="muted">
          No reviews yet. Be the first to share what you think.
        </Text>
      ) : (
        <ReviewList aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review._id}>
              <p>
                <strong>{review.name}</strong>{' '}
                <Text tone="muted" size="sm">
                  <ReviewDate iso={review.createdAt} />
                </Text>
              </p>
              <Stars rating={review.rating} />
              <p>{review.comment}</p>
            </li>
          ))}
        </ReviewList>
      )}
      {userInfo ? (
        <ReviewForm productId={product._id} onSubmitted={onReviewSubmitted} />
      ) : (
        <p>
          <Link to={`/login?redirect=/product/${product._id}`}>Sign in to write a review</Link>
        </p>
      )}
    </Section>
  );
}
