import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { anOrder, signInAsStaff } from '../../../testing/admin-builders';
import { renderAdmin } from '../../../testing/render-admin';

const id = '64f000000000000000a1b2c3';

beforeEach(() => {
  localStorage.clear();
  signInAsStaff();
});

describe("an order's page", () => {
  it('shows the items, customer, address, payment and timeline', async () => {
    mockApi({ [`GET /api/admin/orders/${id}`]: [200, anOrder()] });
    renderAdmin(`/admin/orders/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #A1B2C3D4' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('Trail Shoes2 × $24.99');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('1 Analytical St');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('$59.98');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Placed'),
      expect.stringContaining('Paid'),
    ]);
  });

  it('marks a paid order delivered and shows its new state', async () => {
    let delivered = false;
    const { calls } = mockApi({
      [`GET /api/admin/orders/${id}`]: () => [
        200,
        delivered ? anOrder({ status: 'delivered', isDelivered: true, deliveredAt: '2026-11-21T09:00:00Z' }) : anOrder(),
      ],
      [`PUT /api/admin/orders/${id}/deliver`]: () => {
        delivered = true;
        return [200, anOrder({ status: 'delivered', isDelivered: true, deliveredAt: '2026-11-21T09:00:00Z' })];
      },
    });
    renderAdmin(`/admin/orders/${id}`);
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Marked delivered.')).toBeInTheDocument();
    expect(await screen.findByText(/Delivered at/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith('/deliver'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('asks before cancelling, and cancels only once confirmed', async () => {
    const { calls } = mockApi({
      [`GET /api/admin/orders/${id}`]: [200, anOrder()],
      [`PUT /api/admin/orders/${id}/cancel`]: [200, anOrder({ status: 'cancelled', cancelledAt: '2026-11-21T09:00:00Z' })],
    });
    renderAdmin(`/admin/orders/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #A1B2C3D4?' });
    expect(dialog).toHaveTextContent('the refund is then pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled; its items are back in stock.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => new URL(call.url).pathname)).toEqual([
      `/api/admin/orders/${id}/cancel`,
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      [`GET /api/admin/orders/${id}`]: [200, anOrder()],
      [`PUT /api/admin/orders/${id}/cancel`]: [409, { message: 'A delivered order cannot be cancelled' }],
    });
    renderAdmin(`/admin/orders/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'A delivered order cannot be cancelled',
    );
  });
});
