import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_SCENARIOS, mockApi, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from '../../../routes';

// Grace's paid order of the mock back office: Aurora headphones, $149.49.
const id = '64f0ba5e0000000000000002';
const renderOrder = () => renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin.dashboard, route: `/admin/orders/${id}` });
const writes = () => requestsMade().filter((call) => call.method !== 'GET');

beforeEach(() => localStorage.clear());

describe("an order's page", () => {
  it('shows the items, customer, address, payment and timeline', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #00000002' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('Aurora Noise-Cancelling Headphones1 × $129.99');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('grace@example.com');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('12 Analytical Row');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('$149.49');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Placed'),
      expect.stringContaining('Paid'),
    ]);
  });

  it('marks a paid order delivered and shows its new state', async () => {
    renderOrder();
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Marked delivered.')).toBeInTheDocument();
    expect(await screen.findByText(/Delivered at/)).toBeInTheDocument();
    expect(writes().map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      `PUT /api/admin/orders/${id}/deliver`,
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.at(-1)).toHaveTextContent('Delivered');
  });

  it('asks before cancelling, and cancels only once confirmed', async () => {
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #00000002?' });
    expect(dialog).toHaveTextContent('the refund is then pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(writes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled; its items are back in stock.')).toBeInTheDocument();
    expect(writes().map((call) => new URL(call.url).pathname)).toEqual([`/api/admin/orders/${id}/cancel`]);
  });

  it("shows the server's refusal in the dialog", async () => {
    // Delivered in another tab since this page was opened.
    mockApi({ [`PUT /api/admin/orders/${id}/cancel`]: [409, { message: 'A delivered order cannot be cancelled' }] });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'A delivered order cannot be cancelled',
    );
  });
});
