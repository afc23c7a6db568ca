import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { anOrderSummary, signInAsStaff } from '../../../testing/admin-builders';
import { renderAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  localStorage.clear();
  signInAsStaff();
});

describe('the orders list', () => {
  it('shows each order with its customer, total and status, linking to its page', async () => {
    mockApi({
      'GET /api/admin/orders': [
        200,
        {
          orders: [anOrderSummary(), anOrderSummary({ _id: 'o2', number: 'FFFF0002', status: 'cancelled', refundPending: true })],
          page: 1,
          pages: 3,
          total: 42,
        },
      ],
    });
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('$59.98');
    expect(first).toHaveTextContent('Paid');
    expect(within(first!).getByRole('link', { name: '#A1B2C3D4' })).toHaveAttribute(
      'href',
      '/admin/orders/64f000000000000000a1b2c3',
    );
    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('Refund pending');
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveTextContent('Page 1 of 3 · 42 in all');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?page=2');
  });

  it('asks the server for the chosen status and search, keeping them in the URL', async () => {
    const { calls } = mockApi({ 'GET /api/admin/orders': [200, { orders: [anOrderSummary()], page: 1, pages: 1, total: 1 }] });
    renderAdmin('/admin/orders');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delivered');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by order number, name or email' }), 'ada{Enter}');
    await screen.findByRole('table');
    const last = new URL(calls.at(-1)!.url);
    expect(last.searchParams.get('status')).toBe('delivered');
    expect(last.searchParams.get('q')).toBe('ada');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/admin/orders?status=delivered&q=ada');
  });

  it('says when no order matches', async () => {
    mockApi({ 'GET /api/admin/orders': [200, { orders: [], page: 1, pages: 0, total: 0 }] });
    renderAdmin('/admin/orders?status=cancelled');
    expect(await screen.findByRole('status', { name: 'No orders match' })).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    mockApi({ 'GET /api/admin/orders': [500, { message: 'Database unavailable' }] });
    renderAdmin('/admin/orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the server refuses the account staff rights', async () => {
    mockApi({ 'GET /api/admin/orders': [403, { message: 'Not authorized as an admin' }] });
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only');
  });
});
