import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, renderWithShop, LocationProbe } from 'shared-ui/testing';
import type { CartItem } from 'shared-ui/types';
import { CartPage } from './cart-page';

function renderCart(items: CartItem[]) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  return renderWithShop(
    <>
      <CartPage />
      <LocationProbe />
    </>,
    { route: '/cart' },
  );
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
});
