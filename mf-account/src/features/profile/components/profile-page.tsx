import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card as CardSurface, PageContainer, Text, space } from 'shared-ui/design';
import { formatDate, formatPrice } from 'shared-ui/format';
import { useSession, useSignOut } from 'shared-ui/state';
import { useMyOrders } from '../../../api/get-my-orders';

/** Spec §9: the overview shows the three most recent orders. */
export const RECENT_ORDERS_SHOWN = 3;

const Card = styled(CardSurface).attrs({ as: 'section' })`
  margin-bottom: ${space.lg};
  h2 {
    margin-top: 0;
  }
  p {
    margin: ${space.xs} 0;
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
        <Text as="p" tone="muted">
          Member since {formatDate(userInfo.createdAt)}
        </Text>
      </Card>
      <Card aria-labelledby="recent-orders">
        <h2 id="recent-orders">Recent Orders</h2>
        {orders.length === 0 ? (
          <Text as="p" tone="muted">
            No orders yet.
          </Text>
        ) : (
          <ul>
            {orders.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
              <li key={order._id}>
                <Link to={`/order/${order._id}`}>Order #{order._id.slice(-6)}</Link>
                <Text tone="muted">{formatDate(order.createdAt)}</Text>
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
