import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, ErrorPanel, Loading, PageContainer, StatusBadge, VisuallyHidden, space } from 'shared-ui/design';
import { formatDate, formatPrice } from 'shared-ui/format';
import { useMyOrders } from '../../../api/get-my-orders';

// position: relative keeps the visually hidden header inside the scroll box; without it the page scrolls sideways on phones.
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
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    letter-spacing: 0.04em;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function MyOrdersPage() {
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
          <table>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">DATE</th>
                <th scope="col">TOTAL</th>
                <th scope="col">PAID</th>
                <th scope="col">DELIVERED</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((order) => (
                <tr key={order._id}>
                  <td>{order._id}</td>
                  <td>{formatDate(order.createdAt)}</td>
                  <td>{formatPrice(order.totalPrice)}</td>
                  <td>{order.isPaid ? formatDate(order.paidAt) : <StatusBadge status="pending">No</StatusBadge>}</td>
                  <td>{order.isDelivered ? formatDate(order.deliveredAt) : <StatusBadge status="pending">No</StatusBadge>}</td>
                  <td>
                    <Link to={`/order/${order._id}`} aria-label={`Details for order ${order._id}`}>
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
