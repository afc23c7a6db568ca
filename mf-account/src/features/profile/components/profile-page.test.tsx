import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithShop, LocationProbe, signIn } from 'shared-ui/testing';
import type { Order } from 'shared-ui/types';
import { ProfilePage } from './profile-page';

const anOrder = (id: string, createdAt: string, totalPrice: number) => ({ _id: id, createdAt, totalPrice }) as Order;

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('ProfilePage', () => {
  it('shows the account, member-since date and the three most recent orders', async () => {
    mockFetch({
      'GET /api/orders/myorders': [
        200,
        [
          anOrder('aaaaaaaaaaaa111111', '2026-01-01T10:00:00Z', 10),
          anOrder('aaaaaaaaaaaa222222', '2026-02-01T10:00:00Z', 20),
          anOrder('aaaaaaaaaaaa333333', '2026-03-01T10:00:00Z', 30),
          anOrder('aaaaaaaaaaaa444444', '2026-04-01T10:00:00Z', 40),
        ],
      ],
    });
    renderWithShop(<ProfilePage />, { route: '/profile' });

    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since Jun 15, 2025')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Order #444444' })).toHaveAttribute('href', '/order/aaaaaaaaaaaa444444');
    expect(screen.getByRole('link', { name: 'Order #222222' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order #111111' })).not.toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
  });

  it('keeps a failed orders fetch to itself: no alert, no message, the account and an empty order list', async () => {
    const { calls } = mockFetch({ 'GET /api/orders/myorders': [500, { message: 'Database down' }] });
    renderWithShop(<ProfilePage />, { route: '/profile' });
    // ky retries a failed GET once; wait for both answers, and for the page to take the failure in.
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Spec §8: "Profile orders fetch fails: stored but not displayed".
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Database down|went wrong|failed|error/i);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const recentOrders = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(recentOrders).getByText('No orders yet.')).toBeInTheDocument();
    expect(within(recentOrders).queryByRole('link', { name: /^Order #/ })).not.toBeInTheDocument();
    expect(within(recentOrders).getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/myorders');
    expect(calls).toHaveLength(2);
  });

  it('signs out and goes home', async () => {
    mockFetch({ 'GET /api/orders/myorders': [200, []] });
    renderWithShop(
      <>
        <ProfilePage />
        <LocationProbe />
      </>,
      { route: '/profile' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/);
  });
});
