import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, signIn } from 'shared-ui/testing';
import type { Order } from 'shared-ui/types';
import { renderCheckout } from '../../../testing/render-checkout';

function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    user: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    orderItems: [{ _id: 'i1', product: 'p1', name: 'Lamp', image: '/images/lamp.jpg', qty: 2, price: 40 }],
    shippingAddress: { fullName: 'Ada Lovelace', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' },
    paymentMethod: 'PayPal',
    itemsPrice: 80,
    shippingPrice: 10,
    taxPrice: 12,
    totalPrice: 102,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    status: 'awaiting_payment',
    cancelledAt: null,
    refundPending: false,
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('OrderPage', () => {
  it("shows 'Not Found' with the id when the order does not exist", async () => {
    mockApi({ 'GET /api/orders/nope': [404, { message: 'Order not found' }] });
    renderCheckout('/order/nope');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Order nope was not found.')).toBeInTheDocument();
  });

  it('shows the message of any other failure', async () => {
    mockApi({ 'GET /api/orders/o1': [403, { message: 'Not your order' }] });
    renderCheckout('/order/o1');
    expect(await screen.findByText('Not your order')).toBeInTheDocument();
  });

  it('shows shipping, statuses, items and the summary', async () => {
    mockApi({ 'GET /api/orders/o1': [200, anOrder({ isDelivered: true, deliveredAt: '2026-03-05T10:00:00Z' })] });
    renderCheckout('/order/o1');
    expect(await screen.findByText('Delivered at Mar 5, 2026')).toHaveAttribute('data-status', 'delivered');
    expect(screen.getByText('Not Paid')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByText(/1 Way, Leeds LS1, UK/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent('$102.00');
  });

  it("pays an unpaid PayPal order with 'Pay with PayPal' and shows it paid", async () => {
    let paid = false;
    const { calls } = mockApi({
      'GET /api/orders/o1': () => [200, paid ? anOrder({ isPaid: true, paidAt: '2026-03-02T10:00:00Z' }) : anOrder()],
      'PUT /api/orders/o1/pay': () => {
        paid = true;
        return [200, anOrder({ isPaid: true })];
      },
    });
    renderCheckout('/order/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Paid at Mar 2, 2026')).toHaveAttribute('data-status', 'paid');
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    expect(calls.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('names cash on delivery for people and offers no online payment for it', async () => {
    mockApi({ 'GET /api/orders/o1': [200, anOrder({ paymentMethod: 'CashOnDelivery' })] });
    renderCheckout('/order/o1');
    await waitFor(() => expect(screen.getByText('Not Paid')).toBeInTheDocument());
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(screen.queryByText('CashOnDelivery')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).not.toBeInTheDocument();
  });

  it('titles the page with a short order number and keeps the full id in smaller text', async () => {
    const id = '64f0c0ffee000000000000ab';
    mockApi({ [`GET /api/orders/${id}`]: [200, anOrder({ _id: id })] });
    renderCheckout(`/order/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Order #000000ab ${id}` })).toBeInTheDocument();
    expect(document.title).toBe('Order #000000ab | ShopHub');
  });
});
