import { screen, within } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.admin;

beforeEach(() => localStorage.clear());

describe('the back office on the mock API scenarios', () => {
  it('dashboard: shows sales per period, orders waiting, low stock and web vitals', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.dashboard });
    // Today: a kettle ($61.75) and headphones ($149.49); the week adds a delivered order ($148.91), the
    // month a marble run ($73.24); the two cancelled orders count for nothing.
    expect(await screen.findByRole('region', { name: 'Today' })).toHaveTextContent('$211.242 orders');
    expect(screen.getByRole('region', { name: 'Last 7 days' })).toHaveTextContent('$360.153 orders');
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent('$433.394 orders');
    expect(screen.getAllByRole('link', { name: '1' }).map((link) => link.getAttribute('href'))).toEqual([
      '/admin/orders?status=awaiting_payment',
      '/admin/orders?status=paid',
    ]);
    expect(screen.getByText('Refunds pending').nextSibling).toHaveTextContent('1');
    const waiting = screen.getByRole('table', { name: 'The oldest orders waiting' });
    expect(within(waiting).getAllByRole('row')).toHaveLength(3);
    expect(waiting).toHaveTextContent('Awaiting payment');
    expect(screen.getByRole('table', { name: 'Products under 5 in stock (1)' })).toHaveTextContent('Copper Pour-Over Kettle3');
    expect(screen.getByRole('region', { name: 'Web vitals (p75)' })).toHaveTextContent('1830 ms');
  });

  it('orders: lists a page of orders in every state, with the next page linked', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.orders });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(20);
    for (const state of ['Awaiting payment', 'Paid', 'Delivered', 'Cancelled', 'Refund pending']) {
      expect(rows.some((row) => row.textContent?.includes(state))).toBe(true);
    }
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveTextContent('Page 1 of 2 · 26 in all');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?page=2');
  });

  it('empty: says there are no orders yet', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.empty });
    expect(await screen.findByRole('status', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('empty: the dashboard says nothing is waiting and nothing is low', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.empty, route: '/admin' });
    expect(await screen.findByRole('region', { name: 'Today' })).toHaveTextContent('$0.000 orders');
    expect(screen.getByRole('heading', { name: 'Nothing is waiting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Every product has 5 or more in stock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No measurements yet' })).toBeInTheDocument();
  });

  it('not-staff: tells the signed-in customer the back office is for staff, and asks the API nothing', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['not-staff'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsMade().map((call) => call.url)).toEqual([]);
  });

  it("rights-withdrawn: shows the server's 403 as Staff only in place of the list", async () => {
    renderSliceRoutes(routes, { scenario: scenarios['rights-withdrawn'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('error: shows the failure with Retry', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.error });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(alert).toHaveTextContent('The back office is unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('slow: shows the dashboard loading while the answer is on its way', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.slow });
    expect(await screen.findByText('Loading the dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
  });
});
