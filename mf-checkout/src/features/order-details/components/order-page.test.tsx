import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userCartKey } from 'shared-ui/state';
import { aProduct, mockApi, signIn, signedInUser } from 'shared-ui/testing';
import type { Order } from 'shared-ui/types';
import { currentLocation, renderCheckout } from '../../../testing/render-checkout';

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
    expect(await screen.findByRole('heading', { level: 1, name: `Order #000000AB ${id}` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order #000000AB | ShopHub'));
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();
  });
});

describe('OrderPage after the order', () => {
  it('cancels after a confirmation that Escape closes, and shows the order cancelled with its refund pending', async () => {
    let cancelled = false;
    const paidOrder = anOrder({ isPaid: true, paidAt: '2026-03-02T10:00:00Z', status: 'paid' });
    const { calls } = mockApi({
      'GET /api/orders/o1': () => [
        200,
        cancelled ? { ...paidOrder, status: 'cancelled', cancelledAt: '2026-03-03T10:00:00Z', refundPending: true } : paidOrder,
      ],
      'PUT /api/orders/o1/cancel': () => {
        cancelled = true;
        return [200, { ...paidOrder, status: 'cancelled' }];
      },
    });
    renderCheckout('/order/o1');
    const open = await screen.findByRole('button', { name: 'Cancel order' });

    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #O1?' });
    expect(dialog).toHaveTextContent('Your payment will be refunded.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.click(open);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled on Mar 3, 2026')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.getByText('Refund pending')).toHaveAttribute('data-status', 'refund-pending');
    expect(screen.getByText('Will not be delivered: the order was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('keeps focus inside the confirmation and says why a cancel was refused', async () => {
    mockApi({
      'GET /api/orders/o1': [200, anOrder()],
      'PUT /api/orders/o1/cancel': [409, { message: 'A delivered order cannot be cancelled' }],
    });
    renderCheckout('/order/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You will not be charged.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A delivered order cannot be cancelled');
  });

  it('offers no cancel for a delivered order', async () => {
    mockApi({
      'GET /api/orders/o1': [200, anOrder({ isDelivered: true, status: 'delivered', deliveredAt: '2026-03-05T10:00:00Z' })],
    });
    renderCheckout('/order/o1');
    await screen.findByRole('button', { name: 'Buy again' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('prints the page as a receipt with the shop name, the order number, date and payment status', async () => {
    mockApi({ 'GET /api/orders/o1': [200, anOrder({ paymentMethod: 'CashOnDelivery' })] });
    const print = jest.fn();
    window.print = print;
    renderCheckout('/order/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    const receipt = document.querySelector('[data-receipt]')!;
    expect(receipt).toHaveTextContent('ShopHub');
    expect(receipt).toHaveTextContent('Receipt for order #O1');
    expect(receipt).toHaveTextContent('Placed on Mar 1, 2026');
    expect(receipt).toHaveTextContent('Payment status: To be paid on delivery');
    expect(receipt).toHaveTextContent('$102.00');
  });

  it('buys again: the available lines go to the cart as ordered, and the cart page takes over', async () => {
    const lamp = aProduct({ _id: 'p1', name: 'Lamp', price: 45, countInStock: 1 });
    mockApi({
      'GET /api/orders/o1': [200, anOrder()],
      'GET /api/products': [200, { products: [lamp], page: 1, pages: 1, total: 1 }],
    });
    renderCheckout('/order/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    // As the order had it: the cart's live stock check lowers it to 1 and moves it to $45, and says so.
    expect(JSON.parse(localStorage.getItem(userCartKey(signedInUser._id))!)).toEqual([
      expect.objectContaining({ _id: 'p1', qty: 2, price: 40, countInStock: 1 }),
    ]);
  });

  it('says which lines could not be bought again', async () => {
    mockApi({
      'GET /api/orders/o1': [
        200,
        anOrder({
          orderItems: [
            { _id: 'i1', product: 'p1', name: 'Lamp', image: '/l.jpg', qty: 1, price: 40 },
            { _id: 'i2', product: 'p2', name: 'Vase', image: '/v.jpg', qty: 1, price: 20 },
            { _id: 'i3', product: 'p3', name: 'Rug', image: '/r.jpg', qty: 1, price: 20 },
          ],
        }),
      ],
      'GET /api/products': [
        200,
        { products: [aProduct({ _id: 'p1' }), aProduct({ _id: 'p2', countInStock: 0 })], page: 1, pages: 1, total: 2 },
      ],
    });
    renderCheckout('/order/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText(/Added 1 item to your cart\. No longer available: Vase, Rug\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    expect(currentLocation()).toBe('/order/o1');
  });
});
