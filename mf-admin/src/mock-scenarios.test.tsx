import { screen, within } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.admin;

beforeEach(() => localStorage.clear());

describe('the back office on the mock API scenarios', () => {
  it('dashboard: shows the figures of every part', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.dashboard });
    expect(await screen.findByRole('region', { name: 'Today' })).toHaveTextContent('$211.242 orders');
    expect(screen.getByRole('table', { name: 'The oldest orders waiting' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Products under 5 in stock (1)' })).toBeInTheDocument();
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
