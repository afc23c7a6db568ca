import styled from 'styled-components';
import { VisuallyHidden, radius, space } from 'shared-ui/design';
import { pluralize } from 'shared-ui/format';
import type { Review } from 'shared-ui/types';
import { ratingBreakdown } from '../rating-breakdown';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  width: 100%;
  max-width: 420px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) 5.5rem;
  align-items: center;
  gap: ${space.sm};
  font-size: 0.875rem;
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.span`
  display: block;
  height: 8px;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;

/** One bar per star value, 5 to 1, sized by its true share of the product's reviews. */
export function RatingBreakdown({ reviews }: { reviews: readonly Review[] }) {
  return (
    <List aria-label="Rating breakdown">
      {ratingBreakdown(reviews).map(({ stars, count, percent }) => (
        <Row key={stars}>
          <VisuallyHidden>{`${pluralize(stars, 'star')}: ${pluralize(count, 'review')}, ${percent}%`}</VisuallyHidden>
          <span aria-hidden="true">{stars} ★</span>
          <Track aria-hidden="true">
            <Fill style={{ width: `${percent}%` }} />
          </Track>
          <span className="count" aria-hidden="true">
            {count} ({percent}%)
          </span>
        </Row>
      ))}
    </List>
  );
}
