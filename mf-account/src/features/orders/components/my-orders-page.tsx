import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  EmptyState,
  ErrorPanel,
  Loading,
  PageContainer,
  StatusBadge,
  VisuallyHidden,
  media,
  radius,
  space,
  borderWidth,
} from 'shared-ui/design';
import { formatDate, formatPrice, shortOrderNumber } from 'shared-ui/format';
import { usePageMeta } from 'shared-ui/state';
import { useMyOrders } from '../../../api/get-my-orders';

// position: relative keeps the visually hidden header inside the box; without it the page scrolls sideways on phones.
const TableBox = styled.div`
  position: relative;
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: ${space.sm} ${space.md};
    border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    letter-spacing: 0.04em;
  }
  .order-id {
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  /* On a phone each order is a stacked card: a label before each value instead of six columns. */
  ${media.below('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    table,
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
      border-radius: ${radius.lg};
      padding: ${space.sm} ${space.md};
      margin-bottom: ${space.sm};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${space.md};
      padding: ${space.xs} 0;
      border-bottom: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      font-size: 0.85rem;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;

export function MyOrdersPage() {
  usePageMeta({
    title: 'My Orders',
    description: 'Your ShopHub orders: what you bought, what it cost and whether it is paid and delivered.',
  });
  const state = useMyOrders();

  return (
    <PageContainer>
      <h1>My Orders</h1>
      {state.status === 'pending' && <Loading label="Loading orders" />}
      {state.status === 'error' && <ErrorPanel title="Could not load your orders" message={state.errorMessage} />}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState title="You have no orders yet." action={<ButtonLink to="/">Start shopping</ButtonLink>} />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <TableBox>
          {/* Explicit roles: the stacked phone layout changes the cells' display, which would drop them. */}
          <table role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  ID
                </th>
                <th scope="col" role="columnheader">
                  DATE
                </th>
                <th scope="col" role="columnheader">
                  TOTAL
                </th>
                <th scope="col" role="columnheader">
                  PAID
                </th>
                <th scope="col" role="columnheader">
                  DELIVERED
                </th>
                <th scope="col" role="columnheader">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {state.data.map((order) => (
                <tr key={order._id} role="row">
                  <td role="cell" data-label="ID" className="order-id">
                    {shortOrderNumber(order._id)}
                  </td>
                  <td role="cell" data-label="DATE">
                    {formatDate(order.createdAt)}
                  </td>
                  <td role="cell" data-label="TOTAL">
                    {formatPrice(order.totalPrice)}
                  </td>
                  <td role="cell" data-label="PAID">
                    {order.refundPending ? (
                      <StatusBadge status="refund-pending" />
                    ) : order.isPaid ? (
                      formatDate(order.paidAt)
                    ) : order.status === 'cancelled' ? (
                      'No'
                    ) : (
                      <StatusBadge status="pending">No</StatusBadge>
                    )}
                  </td>
                  <td role="cell" data-label="DELIVERED">
                    {order.status === 'cancelled' ? (
                      <StatusBadge status="cancelled">Cancelled {formatDate(order.cancelledAt)}</StatusBadge>
                    ) : order.isDelivered ? (
                      formatDate(order.deliveredAt)
                    ) : (
                      <StatusBadge status="pending">No</StatusBadge>
                    )}
                  </td>
                  <td role="cell">
                    <Link to={`/order/${order._id}`} aria-label={`Details for order ${shortOrderNumber(order._id)}`}>
                      Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </PageContainer>
  );
}
