import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, mockFetch, signIn, signedInUser } from 'shared-ui/testing';
import { currentLocation, renderCheckout } from '../../../testing/render-checkout';

const address = { fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' };
const cartKey = `cartItems_${signedInUser._id}`;

function readyToOrder() {
  signIn();
  localStorage.setItem('shippingAddress', JSON.stringify(address));
  localStorage.setItem('paymentMethod', JSON.stringify('Stripe'));
  localStorage.setItem(
    cartKey,
    JSON.stringify([
      { ...aProduct({ _id: 'p1', name: 'Lamp', image: '/images/lamp.jpg', price: 40 }), qty: 2 },
      { ...aProduct({ _id: 'p2', name: 'Rug', image: '/images/rug.jpg', price: 5.5 }), qty: 1 },
    ]),
  );
}

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('PlaceOrderPage', () => {
  it('goes to /payment without a payment method', () => {
    signIn();
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    renderCheckout('/placeorder');
    expect(currentLocation()).toBe('/payment');
  });

  it('reviews shipping, payment, items and the estimated summary', () => {
    readyToOrder();
    renderCheckout('/placeorder');
    expect(screen.getByText('1 Way, Leeds LS1, UK')).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    expect(document.title).toBe('Checkout — Place Order | ShopHub');
    expect(screen.getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Items').nextElementSibling).toHaveTextContent('$85.50');
    expect(screen.getByText('Shipping (estimate)').nextElementSibling).toHaveTextContent('$10.00');
    expect(screen.getByText('Tax (estimate)').nextElementSibling).toHaveTextContent('$12.83');
    expect(screen.getByText('Estimated Total').nextElementSibling).toHaveTextContent('$108.33');
  });

  it('posts the order once with an Idempotency-Key, clears the cart and opens the order', async () => {
    readyToOrder();
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('11111111-2222-4333-8444-555555555555');
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = mockFetch({
      'POST /api/orders': (request) => {
        sentBody = request.clone().json();
        return [201, { _id: 'order42' }];
      },
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered;
      return realFetch(...args);
    }) as typeof fetch;

    renderCheckout('/placeorder');
    const button = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(button);
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    answer();

    await waitFor(() => expect(currentLocation()).toBe('/order/order42'));
    const posts = calls.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBe('11111111-2222-4333-8444-555555555555');
    expect(posts[0]!.headers.get('Authorization')).toBe(`Bearer ${signedInUser.token}`);
    expect(await sentBody).toEqual({
      orderItems: [
        { product: 'p1', name: 'Lamp', image: '/images/lamp.jpg', price: 40, qty: 2 },
        { product: 'p2', name: 'Rug', image: '/images/rug.jpg', price: 5.5, qty: 1 },
      ],
      shippingAddress: address,
      paymentMethod: 'Stripe',
      itemsPrice: 85.5,
      shippingPrice: 10,
      taxPrice: 12.83,
      totalPrice: 108.33,
    });
    expect(localStorage.getItem(cartKey)).toBeNull();
  });

  it("shows 'Order creation failed.' with the server message and keeps the cart", async () => {
    readyToOrder();
    mockFetch({ 'POST /api/orders': [400, { message: 'Lamp is out of stock' }] });
    renderCheckout('/placeorder');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order creation failed.');
    expect(alert).toHaveTextContent('Lamp is out of stock');
    expect(currentLocation()).toBe('/placeorder');
    expect(JSON.parse(localStorage.getItem(cartKey)!)).toHaveLength(2);
  });

  it('sends the same Idempotency-Key when the shopper retries after a failure', async () => {
    readyToOrder();
    let attempt = 0;
    const { calls } = mockFetch({
      'POST /api/orders': () => (++attempt === 1 ? [503, { message: 'Busy' }] : [201, { _id: 'o9' }]),
    });
    renderCheckout('/placeorder');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(currentLocation()).toBe('/order/o9'));
    const posts = calls.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(posts[0]!.headers.get('Idempotency-Key'));
  });

  it('says the cart is empty, as a status, and links home when there is nothing to order', () => {
    signIn();
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    localStorage.setItem('paymentMethod', JSON.stringify('PayPal'));
    renderCheckout('/placeorder');
    expect(screen.getByRole('status', { name: 'Your cart is empty' })).toHaveTextContent(
      'Add something to your cart before placing an order.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Shopping' })).toHaveAttribute('href', '/');
  });
});
