import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from '../../../routes';

beforeEach(() => localStorage.clear());

describe("a customer's page", () => {
  it("lists the customer's orders and disables the account after confirmation", async () => {
    renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin.dashboard, route: '/admin/customers/mock-shopper' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#00000001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#00000003' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: "Disable Ada Lovelace's account?" });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Disabled');
    expect(requestsMade().filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
