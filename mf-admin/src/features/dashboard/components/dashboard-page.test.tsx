import { screen, within } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes } from 'shared-ui/testing';
import { routes } from '../../../routes';

beforeEach(() => localStorage.clear());

describe('the dashboard', () => {
  it('shows sales per period, orders waiting, low stock and web vitals', async () => {
    renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin.dashboard });
    // Today: a kettle ($61.75) and headphones ($149.49); the week adds a delivered order ($148.91), the
    // month a marble run ($73.24); the two cancelled orders count for nothing.
    expect(await screen.findByRole('region', { name: 'Today' })).toHaveTextContent('$211.242 orders');
    expect(screen.getByRole('region', { name: 'Last 7 days' })).toHaveTextContent('$360.153 orders');
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent('$433.394 orders');
    expect(screen.getAllByRole('link', { name: '1' }).map((link) => link.getAttribute('href'))).toEqual([
      '/admin/orders?status=awaiting_payment',
      '/admin/orders?status=paid',
    ]);
    const waiting = screen.getByRole('table', { name: 'The oldest orders waiting' });
    expect(within(waiting).getAllByRole('row')).toHaveLength(3);
    expect(within(waiting).getByRole('link', { name: '#00000001' })).toHaveAttribute(
      'href',
      '/admin/orders/64f0ba5e0000000000000001',
    );
    expect(waiting).toHaveTextContent('Awaiting payment');
    const lowStock = screen.getByRole('table', { name: 'Products under 5 in stock (1)' });
    expect(lowStock).toHaveTextContent('Copper Pour-Over Kettle3');
    expect(within(lowStock).getByRole('link', { name: 'Copper Pour-Over Kettle' })).toHaveAttribute(
      'href',
      '/admin/products/64f0c0ffee00000000000003',
    );
    const vitals = screen.getByRole('region', { name: 'Web vitals (p75)' });
    expect(vitals).toHaveTextContent('1830 ms');
    expect(vitals).toHaveTextContent('0.042');
  });

  it('says when nothing is waiting, nothing is low and nothing was measured', async () => {
    renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin.empty, route: '/admin' });
    expect(await screen.findByRole('region', { name: 'Today' })).toHaveTextContent('$0.000 orders');
    expect(screen.getByRole('heading', { name: 'Nothing is waiting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Every product has 5 or more in stock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No measurements yet' })).toBeInTheDocument();
  });
});
