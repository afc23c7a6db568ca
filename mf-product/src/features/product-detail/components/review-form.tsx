import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Text, container, formFieldStyles, space } from 'shared-ui/design';
import { getServerMessage } from 'shared-ui/api';
import { createReview } from '../api/create-review';

export const REVIEW_FAILED_MESSAGE = 'Failed to submit review';

export const RATING_OPTIONS = [
  { value: 1, label: '1 - Poor' },
  { value: 2, label: '2 - Fair' },
  { value: 3, label: '3 - Good' },
  { value: 4, label: '4 - Very Good' },
  { value: 5, label: '5 - Excellent' },
] as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  max-width: ${container.reading};
  ${formFieldStyles}
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

export function ReviewForm({ productId, onSubmitted }: { productId: string; onSubmitted: () => void }) {
  const ratingId = useId();
  const commentId = useId();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !comment.trim()) {
      setError('Please enter comment and rating');
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      await createReview(productId, { rating: Number(rating), comment: comment.trim() });
      window.alert('Review submitted successfully. It might take a moment to appear.');
      setRating('');
      setComment('');
      onSubmitted();
    } catch (caught) {
      const message = getServerMessage(caught) ?? REVIEW_FAILED_MESSAGE;
      window.alert(message);
      setError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={`${ratingId}-heading`}>
      <h3 id={`${ratingId}-heading`}>Write a Review</h3>
      <label htmlFor={ratingId}>Rating</label>
      <select id={ratingId} value={rating} onChange={(event) => setRating(event.target.value)}>
        <option value="">Select...</option>
        {RATING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor={commentId}>Comment</label>
      <textarea id={commentId} rows={4} value={comment} onChange={(event) => setComment(event.target.value)} />
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
      {error && (
        <Text as="p" tone="danger" role="alert">
          {error}
        </Text>
      )}
    </Form>
  );
}
