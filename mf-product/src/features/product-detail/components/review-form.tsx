import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Text, container, formFieldStyles, space } from 'shared-ui/design';
import { getServerMessage } from 'shared-ui/api';
import { useCreateReview } from '../api/create-review';

export const REVIEW_FAILED_MESSAGE = 'Failed to submit review';

/** Spec §7: the server's message, or exactly 'Failed to submit review' when it gives none. */
function reviewFailureMessage(error: unknown): string {
  return getServerMessage(error) ?? REVIEW_FAILED_MESSAGE;
}

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
  const [incomplete, setIncomplete] = useState(false);
  const reviewMutation = useCreateReview(productId, {
    onSuccess: () => {
      window.alert('Review submitted successfully. It might take a moment to appear.');
      setRating('');
      setComment('');
      onSubmitted();
    },
    onError: (caught) => window.alert(reviewFailureMessage(caught)),
  });
  const submitting = reviewMutation.isPending;
  const error = incomplete
    ? 'Please enter comment and rating'
    : reviewMutation.status === 'error'
      ? reviewFailureMessage(reviewMutation.error)
      : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isIncomplete = !rating || !comment.trim();
    setIncomplete(isIncomplete);
    if (!isIncomplete) reviewMutation.mutate({ rating: Number(rating), comment: comment.trim() });
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
