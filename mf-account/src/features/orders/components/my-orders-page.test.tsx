import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionActions } from 'shared-ui/state';
import { mockApi, renderWithShop, signIn, signedInUser } from 'shared-ui/testing';
import type { Order } from 'shared-ui/types';
import { MyOrdersPage } from './my-orders-page';

const anOrder = (overrides: Partial<Order>) =>
  ({ _id: 'o1', createdAt: '2026-01-01T10:00:00Z', totalPrice: 10, isPaid: false, isDelivered: false, ...overrides }) as Order;

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('MyOrdersPage', () => {
  it('lists orders newest first with paid and delivered dates or No, and a Details link', async () => {
    mockApi({
      'GET /api/orders/myorders': [
        200,
        [
          anOrder({ _id: 'old', createdAt: '2026-01-05T10:00:00Z', totalPrice: 12.5 }),
          anOrder({
            _id: 'new',
            createdAt: '2026-02-10T10:00:00Z',
            totalPrice: 99,
            isPaid: true,
            paidAt: '2026-02-11T10:00:00Z',
            isDelivered: true,
            deliveredAt: '2026-02-14T10:00:00Z',
          }),
        ],
      ],
    });
    renderWithShop(<MyOrdersPage />, { route: '/myorders' });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'DATE', 'TOTAL', 'PAID', 'DELIVERED', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#NEW', 'Feb 10, 2026', '$99.00', 'Feb 11, 2026', 'Feb 14, 2026', 'Details']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#OLD', 'Jan 5, 2026', '$12.50', 'No', 'No', 'Details']);
    expect(
      within(second!)
        .getAllByText('No')
        .map((badge) => badge.dataset.status),
    ).toEqual(['pending', 'pending']);
    expect(within(second!).getByRole('link', { name: /Details/ })).toHaveAttribute('href', '/order/old');
  });

  it("shows the new user's orders, not the last user's, when someone else signs in while the page is open", async () => {
    mockApi({
      'GET /api/orders/myorders': (request) => [
        200,
        [anOrder({ _id: request.headers.get('authorization') === 'Bearer t0k3n' ? 'adas-order' : 'bobs-order' })],
      ],
    });
    function SwitchUser() {
      const { signIn: switchTo } = useSessionActions();
      return <button onClick={() => switchTo({ ...signedInUser, _id: 'u2', name: 'Bob', token: 'b0b' })}>Switch user</button>;
    }
    renderWithShop(
      <>
        <SwitchUser />
        <MyOrdersPage />
      </>,
      { route: '/myorders' },
    );

    expect(await screen.findByText('#AS-ORDER')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch user' }));
    expect(await screen.findByText('#BS-ORDER')).toBeInTheDocument();
    expect(screen.queryByText('#AS-ORDER')).not.toBeInTheDocument();
  });

  it("says 'You have no orders yet.' as a status with Start shopping to /", async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderWithShop(<MyOrdersPage />, { route: '/myorders' });
    expect(await screen.findByRole('status', { name: 'You have no orders yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is titled My Orders', () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    renderWithShop(<MyOrdersPage />, { route: '/myorders' });
    expect(document.title).toBe('My Orders | ShopHub');
  });

  it('shows the error message when the orders cannot be loaded', async () => {
    mockApi({ 'GET /api/orders/myorders': [500, { message: 'Database down' }] });
    renderWithShop(<MyOrdersPage />, { route: '/myorders' });
    expect(await screen.findByText('Database down')).toBeInTheDocument();
  });
});

describe('MyOrdersPage: cancelled orders', () => {
  it('shows a cancelled order as cancelled, and a paid one with its refund pending', async () => {
    mockApi({
      'GET /api/orders/myorders': [
        200,
        [
          anOrder({
            _id: 'paidThenCancelled',
            status: 'cancelled',
            isPaid: true,
            paidAt: '2026-01-02T10:00:00Z',
            cancelledAt: '2026-01-03T10:00:00Z',
            refundPending: true,
          }),
          anOrder({ _id: 'unpaidCancelled', status: 'cancelled', cancelledAt: '2026-01-04T10:00:00Z', refundPending: false }),
        ],
      ],
    });
    renderWithShop(<MyOrdersPage />, { route: '/myorders' });
    const [refunded, unpaid] = (await screen.findAllByRole('row')).slice(1);
    expect(within(refunded!).getByText('Refund pending')).toHaveAttribute('data-status', 'refund-pending');
    expect(within(refunded!).getByText('Cancelled Jan 3, 2026')).toHaveAttribute('data-status', 'cancelled');
    expect(within(unpaid!).getByText('Cancelled Jan 4, 2026')).toBeInTheDocument();
    expect(within(unpaid!).getByRole('cell', { name: 'No' })).not.toHaveAttribute('data-status');
  });
});
