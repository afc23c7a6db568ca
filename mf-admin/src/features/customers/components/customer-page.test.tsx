import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { aCustomer, anOrderSummary, onePage, signInAsStaff } from '../../../testing/admin-builders';
import { renderAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  localStorage.clear();
  signInAsStaff();
});

describe("a customer's page", () => {
  it("lists the customer's orders and disables the account after confirmation", async () => {
    const { calls } = mockApi({
      'GET /api/admin/customers/u1': [200, aCustomer()],
      'GET /api/admin/customers/u1/orders': [200, { orders: [anOrderSummary()], ...onePage }],
      'PUT /api/admin/customers/u1/disable': [200, aCustomer({ disabledAt: '2026-11-22T00:00:00Z' })],
    });
    renderAdmin('/admin/customers/u1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#A1B2C3D4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: "Disable Ada Lovelace's account?" });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Disabled');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
