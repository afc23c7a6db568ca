import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, expectHydratesCleanly, mockApi, renderWithShop, LocationProbe } from 'shared-ui/testing';
import type { CartItem, Product } from 'shared-ui/types';
import { CartPage } from './cart-page';

/** The cart as stored, and its products as the API has them now (by default: unchanged). */
function renderCart(items: CartItem[], liveProducts: Product[] = items.map(({ qty: _qty, ...product }) => product)) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  const api = mockApi({
    'GET /api/products': [200, { products: liveProducts, page: 1, pages: 1, total: liveProducts.length }],
  });
  const rendered = renderWithShop(
    <>
      <CartPage />
      <LocationProbe />
    </>,
    { route: '/cart' },
  );
  return { ...rendered, calls: api.calls };
}

const storedCart = () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartItem[];

beforeEach(() => localStorage.clear());

describe('CartPage', () => {
  it("shows 'Your Cart is Empty' as a status, not an alert, with Continue Shopping to /", () => {
    renderWithShop(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('status', { name: 'Your Cart is Empty' })).toHaveTextContent(
      "Looks like you haven't added anything yet.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Shopping Cart | ShopHub');
  });

  it('lists each line with a product link, Generic brand by default, price, subtotal and a summary', () => {
    renderCart([
      { ...aProduct({ _id: 'p1', name: 'Desk Lamp', brand: '', price: 20 }), qty: 2 },
      { ...aProduct({ _id: 'p2', name: 'Chair', brand: 'Oakly', price: 55.5 }), qty: 1 },
    ]);
    expect(screen.getByRole('link', { name: 'Desk Lamp' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Generic')).toBeInTheDocument();
    expect(screen.getByText('Oakly')).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Calculated at checkout')).toBeInTheDocument();
    expect(screen.getByText('Items').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$95.50');
  });

  it('disables minus at quantity 1 and plus at the stock limit', async () => {
    renderCart([
      { ...aProduct({ name: 'Single', countInStock: 5 }), qty: 1 },
      { ...aProduct({ name: 'Maxed', countInStock: 3 }), qty: 3 },
    ]);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Single' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Single' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Maxed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Maxed' })).toBeEnabled();
  });

  it('changes a line quantity with the stepper', async () => {
    renderCart([{ ...aProduct({ _id: 'p1', name: 'Mug', countInStock: 5 }), qty: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Mug' }));
    expect(screen.getByRole('status', { name: 'Quantity of Mug' })).toHaveTextContent('2');
    expect(storedCart()).toEqual([expect.objectContaining({ _id: 'p1', qty: 2 })]);
  });

  it('removes a line with its Remove button', async () => {
    renderCart([
      { ...aProduct({ _id: 'p1', name: 'Mug' }), qty: 1 },
      { ...aProduct({ _id: 'p2', name: 'Plate' }), qty: 1 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mug' }));
    expect(screen.queryByRole('link', { name: 'Mug' })).not.toBeInTheDocument();
    expect(storedCart().map((line) => line._id)).toEqual(['p2']);
  });

  it('sends Proceed to Checkout to /login?redirect=/shipping', async () => {
    renderCart([{ ...aProduct(), qty: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/login?redirect=/shipping');
  });

  it('says plainly that shipping and tax are settled at checkout, keeping shipping Free in the summary', () => {
    renderCart([{ ...aProduct({ price: 20 }), qty: 1 }]);
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
    expect(
      screen.getByText(
        'Shipping and tax are settled at checkout: $10.00 shipping unless the items come to more than $100.00, plus 15% tax.',
      ),
    ).toBeInTheDocument();
  });
});

describe('CartPage live stock re-check', () => {
  it('re-reads every line in one request when the cart opens', async () => {
    const { calls } = renderCart([
      { ...aProduct({ _id: 'a'.repeat(24), name: 'Mug' }), qty: 1 },
      { ...aProduct({ _id: 'b'.repeat(24), name: 'Plate' }), qty: 2 },
    ]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/products');
    expect(url.searchParams.get('ids')).toBe(`${'a'.repeat(24)},${'b'.repeat(24)}`);
  });

  it('leaves an unchanged cart as it is, with no notes and checkout open', async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', price: 12, countInStock: 5 }), qty: 2 };
    const { calls } = renderCart([mug]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await screen.findByRole('button', { name: 'Increase quantity of Mug' });
    expect(screen.queryByText(/No longer available|Out of stock|quantity lowered|Price changed/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(storedCart()).toEqual([mug]);
  });

  it("flags a product that is gone as 'No longer available' and blocks checkout until it is removed", async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug' }), qty: 1 };
    const plate = { ...aProduct({ _id: 'p2', name: 'Plate' }), qty: 1 };
    const { qty: _qty, ...plateProduct } = plate;
    renderCart([mug, plate], [plateProduct]);

    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(
      screen.getByText('One item changed since it was added: see the note beside it.').closest('[role="status"]'),
    ).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('Remove the items that are no longer available to continue.');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mug' }));
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(screen.queryByText(/changed since/)).not.toBeInTheDocument();
  });

  it('counts the changed lines in one status message', async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', price: 10 }), qty: 1 };
    const plate = { ...aProduct({ _id: 'p2', name: 'Plate', countInStock: 8 }), qty: 6 };
    const { qty: _mugQty, ...mugProduct } = mug;
    const { qty: _plateQty, ...plateProduct } = plate;
    renderCart(
      [mug, plate],
      [
        { ...mugProduct, price: 9 },
        { ...plateProduct, countInStock: 2 },
      ],
    );
    expect(await screen.findByText('2 items changed since they were added: see the notes beside them.')).toBeInTheDocument();
  });

  it("flags a sold-out product as 'Out of stock', without a stepper, and blocks checkout", async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', countInStock: 4 }), qty: 2 };
    const { qty: _qty, ...product } = mug;
    renderCart([mug], [{ ...product, countInStock: 0 }]);

    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase quantity of Mug' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('leaves a gone or sold-out line out of the items count and the total, and says so', async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', price: 10, countInStock: 4 }), qty: 2 };
    const plate = { ...aProduct({ _id: 'p2', name: 'Plate', price: 7.25 }), qty: 1 };
    const { qty: _qty, ...mugProduct } = mug;
    renderCart([mug, plate], [{ ...mugProduct, countInStock: 0 }]);

    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('Items').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('The total leaves out the 2 items that are no longer available.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Plate' }));
    expect(screen.getByText('The total leaves out the item that is no longer available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mug' }));
    expect(screen.getByRole('status', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  });

  it('keeps the lines that can still be ordered in the items count and the total', async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', price: 10 }), qty: 2 };
    const plate = { ...aProduct({ _id: 'p2', name: 'Plate', price: 7.25 }), qty: 1 };
    const { qty: _qty, ...mugProduct } = mug;
    renderCart([mug, plate], [mugProduct]);

    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText('Items').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$20.00');
  });

  it("lowers a quantity above the stock now left, saves it and says 'Only N left — quantity lowered'", async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', countInStock: 9 }), qty: 5 };
    const { qty: _qty, ...product } = mug;
    renderCart([mug], [{ ...product, countInStock: 3 }]);

    expect(await screen.findByText('Only 3 left — quantity lowered')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity of Mug' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Increase quantity of Mug' })).toBeDisabled();
    expect(storedCart()).toEqual([expect.objectContaining({ _id: 'p1', qty: 3, countInStock: 3 })]);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it("takes a changed price into the line and the total and says 'Price changed from $X to $Y'", async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', price: 10 }), qty: 2 };
    const { qty: _qty, ...product } = mug;
    renderCart([mug], [{ ...product, price: 12.5 }]);

    expect(await screen.findByText('Price changed from $10.00 to $12.50')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$25.00');
    expect(storedCart()).toEqual([expect.objectContaining({ _id: 'p1', price: 12.5 })]);
  });

  it('does not call a line gone when it joined the cart (from another tab) after the re-check asked', async () => {
    const mug = { ...aProduct({ _id: 'p1', name: 'Mug', price: 10 }), qty: 1 };
    const plate = { ...aProduct({ _id: 'p2', name: 'Plate' }), qty: 1 };
    const { qty: _qty, ...mugProduct } = mug;
    localStorage.setItem('cartItems', JSON.stringify([mug]));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The answer names only the mug (the one line asked about), at a new price so its arrival shows.
    const { calls } = mockApi({
      'GET /api/products': [200, { products: [{ ...mugProduct, price: 11 }], page: 1, pages: 1, total: 1 }],
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered;
      return realFetch(...args);
    }) as typeof fetch;
    renderWithShop(<CartPage />, { route: '/cart' });

    localStorage.setItem('cartItems', JSON.stringify([mug, plate]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
    });
    expect(await screen.findByRole('link', { name: 'Plate' })).toBeInTheDocument();
    answer();

    expect(await screen.findByText('Price changed from $10.00 to $11.00')).toBeInTheDocument();
    expect(new URL(calls[0]!.url).searchParams.get('ids')).toBe('p1');
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Plate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(storedCart()).toEqual([{ ...mug, price: 11 }, plate]);
  });

  it('keeps checkout open and says so when the re-check cannot reach the server', async () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...aProduct({ name: 'Mug' }), qty: 1 }]));
    mockApi({ 'GET /api/products': [503, { message: 'Busy' }] });
    renderWithShop(<CartPage />, { route: '/cart' });
    expect(
      await screen.findByText('Stock could not be re-checked just now; it is checked again when you place the order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });
});

describe('CartPage rendered on the server', () => {
  it('sends a skeleton the size of the cart, hydrates it cleanly and then shows the stored lines', async () => {
    const lines = [{ ...aProduct({ _id: 'p1', name: 'Desk Lamp', price: 20 }), qty: 2 }];
    mockApi({
      'GET /api/products': [
        200,
        { products: [aProduct({ _id: 'p1', name: 'Desk Lamp', price: 20 })], page: 1, pages: 1, total: 1 },
      ],
    });
    const { serverHtml, unmount } = await expectHydratesCleanly(<CartPage />, { route: '/cart', storage: { cartItems: lines } });
    // Both cases: the head's flag, read from storage before the first paint, shows one of them.
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    expect(server.querySelector('[data-shown-if="cartEmpty"]')).toHaveTextContent('Your Cart is Empty');
    expect(server.querySelector('[data-shown-unless="cartEmpty"]')).toHaveTextContent('Loading your cart');
    expect(await screen.findByRole('link', { name: 'Desk Lamp' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$40.00');
    expect(screen.queryByText('Your Cart is Empty')).not.toBeInTheDocument();
    unmount();
  });

  it('keeps the empty case for an empty cart, no longer gated, and drops the skeleton', async () => {
    const { unmount } = await expectHydratesCleanly(<CartPage />, { route: '/cart' });
    await waitFor(() => expect(screen.queryByText('Loading your cart')).not.toBeInTheDocument());
    const heading = screen.getByRole('heading', { level: 1, name: 'Your Cart is Empty' });
    expect(heading.closest('[data-shown-if], [data-shown-unless]')).toBeNull();
    unmount();
  });
});
