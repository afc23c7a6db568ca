import { screen } from '@testing-library/react';
import { mockApi } from 'shared-ui/testing';
import type { AdminDashboard } from 'shared-ui/types';
import { anAdminProduct, anOrderSummary, signInAsStaff } from '../../../testing/admin-builders';
import { renderAdmin } from '../../../testing/render-admin';

const dashboard: AdminDashboard = {
  generatedAt: '2026-11-22T12:00:00Z',
  sales: [
    { period: 'today', since: '2026-11-22T00:00:00Z', orders: 2, revenue: 80 },
    { period: '7d', since: '2026-11-15T12:00:00Z', orders: 9, revenue: 410.5 },
    { period: '30d', since: '2026-10-23T12:00:00Z', orders: 31, revenue: 1520.25 },
  ],
  awaitingAction: { awaitingPayment: 3, awaitingDelivery: 4, refundPending: 1, oldest: [anOrderSummary()] },
  lowStock: { below: 5, total: 1, products: [anAdminProduct({ countInStock: 2 })] },
  webVitals: {
    since: '2026-11-15T00:00:00Z',
    until: '2026-11-22T00:00:00Z',
    rows: [{ route: '/', metric: 'LCP', p75: 1830.4, samples: 120 }],
  },
};

beforeEach(() => {
  localStorage.clear();
  signInAsStaff();
});

describe('the dashboard', () => {
  it('shows sales per period, orders waiting, low stock and web vitals', async () => {
    mockApi({ 'GET /api/admin/dashboard': [200, dashboard] });
    renderAdmin('/admin');
    expect(await screen.findByRole('region', { name: 'Last 7 days' })).toHaveTextContent('$410.509 orders');
    expect(screen.getByRole('region', { name: 'Today' })).toHaveTextContent('$80.002 orders');
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/admin/orders?status=awaiting_payment');
    expect(screen.getByRole('table', { name: 'The oldest orders waiting' })).toHaveTextContent('#A1B2C3D4');
    expect(screen.getByRole('table', { name: 'Products under 5 in stock (1)' })).toHaveTextContent('Trail Shoes2');
    expect(screen.getByRole('region', { name: 'Web vitals (p75)' })).toHaveTextContent('1830 ms');
  });
});
