import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, mockApi, renderWithShop, LocationProbe, signIn } from 'shared-ui/testing';
import type { Order, WishlistItem } from 'shared-ui/types';
import { ProfilePage } from './profile-page';

const anOrder = (id: string, createdAt: string, totalPrice: number, overrides: Partial<Order> = {}) =>
  ({
    _id: id,
    createdAt,
    totalPrice,
    isPaid: false,
    isDelivered: false,
    orderItems: [{ _id: `${id}-line`, product: 'p1', name: 'Lamp', image: '/images/lamp.jpg', qty: 1, price: totalPrice }],
    ...overrides,
  }) as Order;

function renderDashboard(route = '/profile') {
  return renderWithShop(
    <>
      <ProfilePage />
      <LocationProbe />
    </>,
    { route },
  );
}

const location = () => screen.getByRole('status', { name: 'current location' });

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('ProfilePage: the tab widget', () => {
  it('shows six tabs with Overview selected and names the page My Account', () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(document.title).toBe('My Account | ShopHub');
    const tabs = within(screen.getByRole('tablist', { name: 'Account sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Orders', 'Addresses', 'Wishlist', 'Profile', 'Security']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL, so a reload or a link lands on it', () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard('/profile?tab=security');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('falls back to Overview for an unknown tab in the URL', () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard('/profile?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping only the selected tab in the Tab order', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard();
    await userEvent.tab(); // Sign Out
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');
    expect(location()).toHaveTextContent('/profile?tab=orders');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(location()).toHaveTextContent('/profile?tab=security');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(location()).toHaveTextContent(/^\/profile$/);

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list instead of walking through the other tabs.
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Orders' })).not.toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).contains(document.activeElement)).toBe(true);
  });

  it('selects a tab on click and shows its panel only', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard();
    await userEvent.click(screen.getByRole('tab', { name: 'Wishlist' }));
    expect(screen.getByRole('tabpanel', { name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(location()).toHaveTextContent('/profile?tab=wishlist');
  });
});

describe('ProfilePage: Overview', () => {
  it('shows total orders, wishlist items, total spent and the three most recent orders', async () => {
    localStorage.setItem('wishlistItems', JSON.stringify([{ ...aProduct(), addedAt: 1 }]));
    mockApi({
      'GET /api/orders/myorders': [
        200,
        [
          anOrder('aaaaaaaaaaaa111111', '2026-01-01T10:00:00Z', 10.1, { isPaid: true }),
          anOrder('aaaaaaaaaaaa222222', '2026-02-01T10:00:00Z', 20.2, { isPaid: true }),
          anOrder('aaaaaaaaaaaa333333', '2026-03-01T10:00:00Z', 30),
          anOrder('aaaaaaaaaaaa444444', '2026-04-01T10:00:00Z', 1234.56, { isPaid: true }),
        ],
      ],
    });
    renderDashboard();

    const recent = await screen.findByRole('link', { name: 'Order #AA444444' });
    expect(recent).toHaveAttribute('href', '/order/aaaaaaaaaaaa444444');
    expect(screen.getByRole('link', { name: 'Order #AA222222' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order #AA111111' })).not.toBeInTheDocument();
    expect(within(recent.closest('li')!).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(within(recent.closest('li')!).getByText('$1,234.56')).toBeInTheDocument();

    const figure = (term: string) => screen.getByText(term).nextElementSibling;
    expect(figure('Total Orders')).toHaveTextContent('4');
    expect(figure('Wishlist Items')).toHaveTextContent('1');
    // Paid orders only: 10.10 + 20.20 + 1,234.56, to the cent.
    expect(figure('Total Spent')).toHaveTextContent('$1,264.86');
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/myorders');
  });

  it("shows placeholders while the orders load, not 'No orders yet'", () => {
    globalThis.fetch = (() => new Promise<Response>(() => {})) as typeof fetch;
    renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading recent orders' })).toBeInTheDocument();
    expect(screen.queryByText('No orders yet.')).not.toBeInTheDocument();
  });

  it('asks for the orders with the bearer token and the session cookie', async () => {
    const { calls } = mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard();
    await screen.findByText('No orders yet.');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(calls[0]!.credentials).toBe('include');
  });

  it('keeps a failed orders fetch to itself: no alert, no message, the account and an empty order list', async () => {
    const { calls } = mockApi({ 'GET /api/orders/myorders': [500, { message: 'Database down' }] });
    renderDashboard();
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
});

describe('ProfilePage: Orders', () => {
  it('lists the five latest orders by their short number (last 8 characters, upper case), a Paid or Pending badge, items, total and View Details', async () => {
    const orders = Array.from({ length: 6 }, (_, index) =>
      anOrder(`order0000000000000${index}abcdefg`, `2026-0${index + 1}-01T10:00:00Z`, 10 + index, {
        isPaid: index % 2 === 0,
        orderItems: [
          { _id: 'l1', product: 'p1', name: 'Lamp', image: '', qty: 2, price: 1 },
          { _id: 'l2', product: 'p2', name: 'Mug', image: '', qty: index, price: 1 },
        ],
      }),
    );
    mockApi({ 'GET /api/orders/myorders': [200, orders] });
    renderDashboard('/profile?tab=orders');

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const newest = rows[0]!;
    expect(within(newest).getByRole('heading', { name: '#5ABCDEFG' })).toBeInTheDocument();
    expect(within(newest).getByText('Pending')).toBeInTheDocument();
    expect(within(newest).getByText('7 items')).toBeInTheDocument();
    expect(within(newest).getByText('$15.00')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'View Details of order #5ABCDEFG' })).toHaveAttribute(
      'href',
      '/order/order00000000000005abcdefg',
    );
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '#0ABCDEFG' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/myorders');
  });

  it('shows a cancelled order as cancelled, with its refund pending, and leaves it out of the total spent', async () => {
    mockApi({
      'GET /api/orders/myorders': [
        200,
        [
          anOrder('aaaaaaaaaaaa222222', '2026-02-01T10:00:00Z', 50, {
            isPaid: true,
            status: 'cancelled',
            cancelledAt: '2026-02-02T10:00:00Z',
            refundPending: true,
          }),
          anOrder('aaaaaaaaaaaa111111', '2026-01-01T10:00:00Z', 10, { isPaid: true, status: 'paid' }),
        ],
      ],
    });
    renderDashboard();
    const recent = await screen.findByRole('link', { name: 'Order #AA222222' });
    expect(within(recent.closest('li')!).getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.getByText('Total Spent').nextElementSibling).toHaveTextContent('$10.00');

    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    const [cancelled] = await screen.findAllByRole('listitem');
    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Refund pending')).toHaveAttribute('data-status', 'refund-pending');
    expect(within(cancelled!).queryByText('Paid')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading and an empty state when there are no orders', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard('/profile?tab=orders');
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });
});

describe('ProfilePage: Wishlist', () => {
  it('shows the first four wishlist items and links to the wishlist', () => {
    const items: WishlistItem[] = Array.from({ length: 5 }, (_, index) => ({
      ...aProduct({ _id: `p${index}`, name: `Product ${index}`, price: 5 + index }),
      addedAt: index,
    }));
    localStorage.setItem('wishlistItems', JSON.stringify(items));
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard('/profile?tab=wishlist');

    const panel = screen.getByRole('tabpanel', { name: 'Wishlist' });
    expect(within(panel).getByRole('link', { name: 'Product 0' })).toHaveAttribute('href', '/product/p0');
    expect(within(panel).getByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Product 4' })).not.toBeInTheDocument();
    expect(within(panel).getByText('$8.00')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Wishlist (5)' })).toHaveAttribute('href', '/wishlist');
  });

  it('says the wishlist is empty', () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderDashboard('/profile?tab=wishlist');
    expect(screen.getByRole('status', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  });
});

describe('ProfilePage: Sign Out', () => {
  it('signs out and goes home', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []], 'POST /api/users/logout': [200, { message: 'Logged out successfully' }] });
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(localStorage.getItem('userInfo')).toBeNull());
    expect(location()).toHaveTextContent(/^\/$/);
  });
});
