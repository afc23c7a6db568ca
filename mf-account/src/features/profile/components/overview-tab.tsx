import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, StatusBadge, Text, VisuallyHidden, media, space, borderWidth } from 'shared-ui/design';
import { formatDate, formatPrice, shortOrderNumber } from 'shared-ui/format';
import type { Order } from 'shared-ui/types';
import { RECENT_ORDERS_SHOWN, totalSpent } from './order-figures';
import { SkeletonFigure, SkeletonRows } from './skeleton-rows';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.875rem;
  }
  dd {
    margin: ${space.xs} 0 0;
    font-size: 1.75rem;
    font-weight: 700;
  }
  dd + dd {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 400;
  }
  /* A phone: two figures side by side and the total under them, rather than three screen-wide cards. */
  ${media.below('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.sm};
    > :last-child {
      grid-column: 1 / -1;
    }
    dd:first-of-type {
      font-size: 1.375rem;
    }
  }
`;

const RecentList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.md};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space.xs} ${space.md};
    padding: ${space.sm} 0;
    border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: 600;
  }
`;

export interface OverviewTabProps {
  /** Newest first; empty when the call failed (spec §8: that failure is not shown). */
  orders: Order[];
  loading: boolean;
  wishlistCount: number;
}

export function OverviewTab({ orders, loading, wishlistCount }: OverviewTabProps) {
  const pendingFigure = (
    <>
      <SkeletonFigure aria-hidden="true" />
      <VisuallyHidden>Loading</VisuallyHidden>
    </>
  );
  return (
    <>
      <Figures>
        <Card padding="md">
          <dt>Total Orders</dt>
          <dd>{loading ? pendingFigure : orders.length}</dd>
        </Card>
        <Card padding="md">
          <dt>Wishlist Items</dt>
          <dd>{wishlistCount}</dd>
        </Card>
        <Card padding="md">
          <dt>Total Spent</dt>
          <dd>{loading ? pendingFigure : formatPrice(totalSpent(orders))}</dd>
          <dd>
            <Text tone="muted">Paid orders only</Text>
          </dd>
        </Card>
      </Figures>
      <Card as="section" aria-labelledby="recent-orders-heading">
        <Heading id="recent-orders-heading" mt="none">
          Recent Orders
        </Heading>
        {loading ? (
          <SkeletonRows count={RECENT_ORDERS_SHOWN} label="Loading recent orders" />
        ) : orders.length === 0 ? (
          <Text as="p" tone="muted">
            No orders yet.
          </Text>
        ) : (
          <RecentList>
            {orders.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
              <li key={order._id}>
                <Link to={`/order/${order._id}`}>Order {shortOrderNumber(order._id)}</Link>
                <Text tone="muted">{formatDate(order.createdAt)}</Text>
                {order.status === 'cancelled' && <StatusBadge status="cancelled" size="sm" />}
                <Text weight="bold">{formatPrice(order.totalPrice)}</Text>
              </li>
            ))}
          </RecentList>
        )}
        <Link to="/myorders">View All Orders</Link>
      </Card>
    </>
  );
}
