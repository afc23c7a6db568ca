import styled from 'styled-components';
import { ButtonLink, EmptyState, Flex, StatusBadge, Text, cardStyles, space } from 'shared-ui/design';
import { formatDate, formatPrice, shortOrderNumber } from 'shared-ui/format';
import type { Order } from 'shared-ui/types';
import { LATEST_ORDERS_SHOWN, itemCount } from './order-figures';
import { SkeletonRows } from './skeleton-rows';

const OrderRow = styled.li`
  ${cardStyles('raised', 'md')}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  .order-id {
    font-weight: 700;
    margin: 0;
    font-size: 1rem;
  }
  .details {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    flex: 1 1 12rem;
  }
  .total {
    font-weight: 700;
  }
`;

export interface OrdersTabProps {
  /** Newest first; empty when the call failed (spec §8: that failure is not shown). */
  orders: Order[];
  loading: boolean;
}

export function OrdersTab({ orders, loading }: OrdersTabProps) {
  if (loading) return <SkeletonRows count={LATEST_ORDERS_SHOWN} label="Loading your orders" />;
  if (orders.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        description="Orders you place appear here."
        action={<ButtonLink to="/">Start Shopping</ButtonLink>}
      />
    );
  }
  return (
    <>
      <h2>Latest Orders</h2>
      <Flex as="ul" direction="column" gap="sm" mb="lg">
        {orders.slice(0, LATEST_ORDERS_SHOWN).map((order) => {
          const shortId = shortOrderNumber(order._id);
          const units = itemCount(order);
          return (
            <OrderRow key={order._id}>
              <h3 className="order-id">{shortId}</h3>
              {order.status === 'cancelled' ? (
                <>
                  <StatusBadge status="cancelled" />
                  {order.refundPending && <StatusBadge status="refund-pending" />}
                </>
              ) : (
                <StatusBadge status={order.isPaid ? 'paid' : 'pending'} />
              )}
              <span className="details">
                <Text tone="muted">{formatDate(order.createdAt)}</Text>
                <Text tone="muted">{units === 1 ? '1 item' : `${units} items`}</Text>
                <span className="total">{formatPrice(order.totalPrice)}</span>
              </span>
              <ButtonLink to={`/order/${order._id}`} variant="outline" size="sm" aria-label={`View Details of order ${shortId}`}>
                View Details
              </ButtonLink>
            </OrderRow>
          );
        })}
      </Flex>
      <ButtonLink to="/myorders" variant="secondary">
        View All Orders
      </ButtonLink>
    </>
  );
}
