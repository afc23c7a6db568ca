import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { radius, space } from 'shared-ui/design';
import { formatDate } from 'shared-ui/format';
import { useSession } from 'shared-ui/state';
import type { ProductDetail } from 'shared-ui/types';
import { ReviewForm } from './review-form';

const Section = styled.section`
  margin-top: ${space.xl};
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.md};
  }
  li {
    padding: ${space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  li p {
    margin: ${space.xs} 0;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  .stars {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rounded)}
      {'☆'.repeat(Math.max(0, 5 - rounded))}
    </span>
  );
}

export function ReviewsSection({ product, onReviewSubmitted }: { product: ProductDetail; onReviewSubmitted: () => void }) {
  const userInfo = useSession();
  const { reviews } = product;

  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      <p>
        <Stars rating={product.rating} /> {product.rating.toFixed(1)} out of 5 · {product.numReviews} reviews
      </p>
      {reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ul aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review._id}>
              <p>
                <strong>{review.name}</strong> <span className="meta">{formatDate(review.createdAt)}</span>
              </p>
              <Stars rating={review.rating} />
              <p>{review.comment}</p>
            </li>
          ))}
        </ul>
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
