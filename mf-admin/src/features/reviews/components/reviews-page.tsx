import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, EmptyState, Text } from 'shared-ui/design';
import { DataTable, Pagination } from 'shared-ui/data-views';
import { formatDate } from 'shared-ui/format';
import type { AdminReview } from 'shared-ui/types';
import { AdminPage } from '../../../components/admin-layout';
import { FilterBar } from '../../../components/filter-bar';
import { QueryView } from '../../../components/query-view';
import { useListParams } from '../../../hooks/use-list-params';
import { useReviews } from '../api/get-reviews';
import { useSetReviewHidden } from '../api/set-review-hidden';

export function ReviewsPage() {
  const { values, page, setFilters, hrefFor } = useListParams(['rating', 'product', 'state'] as const);
  const reviews = useReviews({ ...values, page });
  // Rows changed here since the list was read: the answer of hide/unhide, shown at once.
  const [changed, setChanged] = useState<Record<string, AdminReview>>({});
  const filtered = Object.values(values).some(Boolean);
  return (
    <AdminPage title="Reviews" intro="What shoppers wrote, newest first. A hidden review no longer counts in the rating.">
      <FilterBar>
        <label>
          Rating
          <select value={values.rating} onChange={(event) => setFilters({ rating: event.target.value })}>
            <option value="">Any rating</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Show
          <select value={values.state} onChange={(event) => setFilters({ state: event.target.value })}>
            <option value="">Visible and hidden</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        {values.product && (
          <Button variant="ghost" size="sm" onClick={() => setFilters({ product: '' })}>
            Show every product
          </Button>
        )}
      </FilterBar>
      <QueryView
        query={reviews}
        loadingLabel="Loading reviews"
        isEmpty={(data) => data.reviews.length === 0}
        empty={<EmptyState title={filtered ? 'No reviews match' : 'No reviews yet'} />}
      >
        {(data) => (
          <>
            <DataTable
              caption={`Reviews, page ${data.page} of ${data.pages}`}
              captionHidden
              rows={data.reviews.map((review) => changed[review._id] ?? review)}
              rowKey={(review) => review._id}
              columns={[
                {
                  key: 'product',
                  header: 'Product',
                  primary: true,
                  cell: (review) => (
                    <Link to={`/admin/reviews?product=${review.product._id}`} title="Only this product's reviews">
                      {review.product.name}
                    </Link>
                  ),
                },
                { key: 'rating', header: 'Rating', cell: (review) => `${review.rating} / 5` },
                {
                  key: 'comment',
                  header: 'Review',
                  cell: (review) => (
                    <span>
                      {review.comment}
                      <br />
                      <Text tone="muted" size="sm">
                        {review.name} · {formatDate(review.createdAt)}
                      </Text>
                    </span>
                  ),
                },
                {
                  key: 'state',
                  header: 'State',
                  cell: (review) =>
                    review.hiddenAt ? (
                      <Badge tone="neutral" size="sm">
                        Hidden
                      </Badge>
                    ) : (
                      <Badge tone="success" size="sm">
                        Visible
                      </Badge>
                    ),
                },
                {
                  key: 'action',
                  header: 'Action',
                  hideHeader: true,
                  cell: (review) => (
                    <ReviewVisibilityButton
                      review={review}
                      onChanged={(answer) => setChanged((all) => ({ ...all, [answer._id]: answer }))}
                    />
                  ),
                },
              ]}
            />
            <Pagination label="Reviews pages" page={data.page} pageCount={data.pages} total={data.total} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

function ReviewVisibilityButton({ review, onChanged }: { review: AdminReview; onChanged: (review: AdminReview) => void }) {
  const change = useSetReviewHidden({ onSuccess: onChanged });
  const hidden = review.hiddenAt !== null;
  const who = `${review.name}'s review of ${review.product.name}`;
  return (
    <span>
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        aria-label={`${hidden ? 'Show' : 'Hide'} ${who}`}
        onClick={() => change.mutate({ id: review._id, hidden: !hidden })}
      >
        {hidden ? 'Show' : 'Hide'}
      </Button>
      {change.status === 'error' && (
        <Text role="alert" tone="danger" size="sm">
          {' '}
          {change.errorMessage}
        </Text>
      )}
    </span>
  );
}
