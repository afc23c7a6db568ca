import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from '../../../routes';

const scenarios = MOCK_SCENARIOS.admin;

beforeEach(() => localStorage.clear());

describe('the orders list', () => {
  it('shows each order with its customer, total and status, linking to its page', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.orders });
    const table = await screen.findByRole('table');
    const [, first, second, , , fifth] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('$149.49');
    expect(first).toHaveTextContent('Awaiting payment');
    expect(within(first!).getByRole('link', { name: '#00000001' })).toHaveAttribute(
      'href',
      '/admin/orders/64f0ba5e0000000000000001',
    );
    expect(second).toHaveTextContent('Grace Hopper');
    expect(second).toHaveTextContent('Paid');
    expect(fifth).toHaveTextContent('Cancelled');
    expect(fifth).toHaveTextContent('Refund pending');
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveTextContent('Page 1 of 2 · 26 in all');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?page=2');
  });

  it('asks the server for the chosen status and search, keeping them in the URL', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.dashboard, route: '/admin/orders' });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delivered');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by order number, name or email' }), 'ada{Enter}');
    // Of six orders, Ada has one delivered.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const last = new URL(requestsMade().at(-1)!.url);
    expect(last.searchParams.get('status')).toBe('delivered');
    expect(last.searchParams.get('q')).toBe('ada');
    const [, only] = within(screen.getByRole('table')).getAllByRole('row');
    expect(only).toHaveTextContent('Ada Lovelace');
    expect(only).toHaveTextContent('Delivered');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/admin/orders?status=delivered&q=ada');
  });

  it('says when no order matches', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.orders, route: '/admin/orders?status=cancelled&q=nobody' });
    expect(await screen.findByRole('status', { name: 'No orders match' })).toBeInTheDocument();
  });

  it('says when there are no orders at all', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.empty });
    expect(await screen.findByRole('status', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.error, route: '/admin/orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(alert).toHaveTextContent('The back office is unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the server refuses the account staff rights', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['rights-withdrawn'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only');
  });
});
