import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageContainer, radius, space } from 'shared-ui/design';
import { formatDate, formatPrice } from 'shared-ui/format';
import { useSession, useSignOut } from 'shared-ui/state';
import { useMyOrders } from '../../../api/get-my-orders';

/** Spec §9: the overview shows the three most recent orders. */
export const RECENT_ORDERS_SHOWN = 3;

const Card = styled.section`
  padding: ${space.lg};
  margin-bottom: ${space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2 {
    margin-top: 0;
  }
  p {
    margin: ${space.xs} 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    flex-wrap: wrap;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function ProfilePage() {
  const userInfo = useSession();
  const signOut = useSignOut();
  // Spec §8: a failed orders fetch is kept (in the query's state) but not shown; the page still works.
  const ordersQuery = useMyOrders();
  const orders = ordersQuery.data ?? [];

  if (!userInfo) return null;

  return (
    <PageContainer>
      <h1>My Account</h1>
      <Card aria-labelledby="profile-details">
        <h2 id="profile-details">Profile</h2>
        <p>
          <strong>{userInfo.name}</strong>
        </p>
        <p>{userInfo.email}</p>
        <p className="muted">Member since {formatDate(userInfo.createdAt)}</p>
      </Card>
      <Card aria-labelledby="recent-orders">
        <h2 id="recent-orders">Recent Orders</h2>
        {orders.length === 0 ? (
          <p className="muted">No orders yet.</p>
        ) : (
          <ul>
            {orders.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
              <li key={order._id}>
                <Link to={`/order/${order._id}`}>Order #{order._id.slice(-6)}</Link>
                <span className="muted">{formatDate(order.createdAt)}</span>
                <strong>{formatPrice(order.totalPrice)}</strong>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/myorders">View All Orders</Link>
        </p>
      </Card>
      <Button variant="danger" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </PageContainer>
  );
}
