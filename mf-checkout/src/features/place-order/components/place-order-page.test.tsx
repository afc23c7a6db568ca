import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, aProductList, anOrder, mockApi, signIn, signedInUser } from 'shared-ui/testing';
import type { Product } from 'shared-ui/types';
import { currentLocation, renderCheckout } from '../../../testing/render-checkout';

const address = { fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' };
const cartKey = `cartItems_${signedInUser._id}`;

const lamp = aProduct({ _id: 'p1', name: 'Lamp', image: '/images/lamp.jpg', price: 40 });
const rug = aProduct({ _id: 'p2', name: 'Rug', image: '/images/rug.jpg', price: 5.5 });

function readyToOrder() {
  signIn();
  localStorage.setItem('shippingAddress', JSON.stringify(address));
  localStorage.setItem('paymentMethod', JSON.stringify('Stripe'));
  localStorage.setItem(
    cartKey,
    JSON.stringify([
      { ...lamp, qty: 2 },
      { ...rug, qty: 1 },
    ]),
  );
}

/** GET /api/products?ids=: the cart's products as the API has them now (by default: unchanged). */
const liveProducts = (products: Product[] = [lamp, rug]) => ({
  'GET /api/products': [200, aProductList(products)] as const,
});

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

  it('reviews shipping, payment, items and the estimated summary', async () => {
    readyToOrder();
    mockApi(liveProducts());
    renderCheckout('/placeorder');
    await screen.findByRole('button', { name: 'Place Order' });
    expect(screen.getByText('1 Way, Leeds LS1, UK')).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checkout — Place Order | ShopHub'));
    expect(screen.getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Items').nextElementSibling).toHaveTextContent('$85.50');
    expect(screen.getByText('Shipping (estimate)').nextElementSibling).toHaveTextContent('$10.00');
    expect(screen.getByText('Tax (15%, estimate)').nextElementSibling).toHaveTextContent('$12.83');
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
    const placed = anOrder([lamp], { _id: 'order42' });
    const { calls } = mockApi({
      ...liveProducts(),
      'POST /api/orders': (request) => {
        sentBody = request.clone().json();
        return [201, placed];
      },
      'GET /api/orders/order42': [200, placed],
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (args[0] instanceof Request && args[0].method === 'POST') await answered;
      return realFetch(...args);
    }) as typeof fetch;

    renderCheckout('/placeorder');
    const button = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.dblClick(button);
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    answer();

    await waitFor(() => expect(currentLocation()).toBe('/order/order42'));
    // Right after placing, the order page thanks the shopper; a later visit does not.
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    const posts = calls.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(calls.filter((request) => new URL(request.url).pathname === '/api/products')).toHaveLength(1);
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
    mockApi({ ...liveProducts(), 'POST /api/orders': [400, { message: 'Lamp is out of stock' }] });
    renderCheckout('/placeorder');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
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
    const { calls } = mockApi({
      ...liveProducts(),
      'POST /api/orders': () => (++attempt === 1 ? [503, { message: 'Busy' }] : [201, anOrder([lamp], { _id: 'o9' })]),
    });
    renderCheckout('/placeorder');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
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

describe('PlaceOrderPage live stock re-check', () => {
  it('holds Place Order while the current stock and prices are read, then opens it', async () => {
    readyToOrder();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi(liveProducts());
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered;
      return realFetch(...args);
    }) as typeof fetch;
    renderCheckout('/placeorder');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByText('Checking current stock and prices…').closest('[role="status"]')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  it('shows a changed price before the order is placed and prices the review with it', async () => {
    readyToOrder();
    mockApi(liveProducts([{ ...lamp, price: 42 }, rug]));
    renderCheckout('/placeorder');
    expect(await screen.findByText('Price changed from $40.00 to $42.00')).toBeInTheDocument();
    expect(
      screen.getByText('One item changed since it was added: see the note beside it.').closest('[role="status"]'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 × $42.00 = $84.00')).toBeInTheDocument();
    expect(screen.getByText('Items').nextElementSibling).toHaveTextContent('$89.50');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("lowers a quantity above the stock with 'Only N left — quantity lowered'", async () => {
    readyToOrder();
    mockApi(liveProducts([{ ...lamp, countInStock: 1 }, rug]));
    renderCheckout('/placeorder');
    expect(await screen.findByText('Only 1 left — quantity lowered')).toBeInTheDocument();
    expect(screen.getByText('1 × $40.00 = $40.00')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cartKey)!)[0]).toEqual(expect.objectContaining({ _id: 'p1', qty: 1 }));
  });

  it('blocks Place Order while a gone or sold-out line is in the cart, until the shopper removes it', async () => {
    readyToOrder();
    mockApi(liveProducts([{ ...rug, countInStock: 0 }]));
    renderCheckout('/placeorder');
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeDisabled();
    expect(placeOrder).toHaveAccessibleDescription('Remove the items that are no longer available to place the order.');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Lamp' }));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rug' }));
    expect(screen.getByRole('status', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('leaves a sold-out line out of the estimated summary and says so, until the shopper removes it', async () => {
    readyToOrder();
    mockApi(liveProducts([lamp, { ...rug, countInStock: 0 }]));
    renderCheckout('/placeorder');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    const figure = (term: string) => screen.getByText(term).nextElementSibling;
    expect(figure('Items')).toHaveTextContent('$80.00');
    expect(figure('Shipping (estimate)')).toHaveTextContent('$10.00');
    expect(figure('Tax (15%, estimate)')).toHaveTextContent('$12.00');
    expect(figure('Estimated Total')).toHaveTextContent('$102.00');
    expect(screen.getByText('The estimate leaves out the item that is no longer available.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Rug' }));
    expect(figure('Estimated Total')).toHaveTextContent('$102.00');
    expect(screen.queryByText(/The estimate leaves out/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('counts the lines the estimate leaves out when several are gone or sold out', async () => {
    readyToOrder();
    mockApi(liveProducts([{ ...rug, countInStock: 0 }]));
    renderCheckout('/placeorder');
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText('Estimated Total').nextElementSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('The estimate leaves out the 2 items that are no longer available.')).toBeInTheDocument();
  });

  it('lets the order go to the server when the re-check cannot reach it (the server checks again)', async () => {
    readyToOrder();
    mockApi({ 'GET /api/products': [404, { message: 'Not Found' }] });
    renderCheckout('/placeorder');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });
});
