import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, renderWithShop } from 'shared-ui/testing';
import { useCartCount } from 'shared-ui/state';
import { ProductCard } from './product-card';

function CartCount() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

beforeEach(() => localStorage.clear());

describe('ProductCard', () => {
  it("shows 'Adding...' for 500 ms, then adds one and shows In Cart", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const product = aProduct({ name: 'Trail Shoe', countInStock: 3 });
    renderWithShop(
      <>
        <ProductCard product={product} />
        <CartCount />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Add Trail Shoe to cart' }));
    expect(screen.getByRole('button', { name: 'Add Trail Shoe to cart' })).toHaveTextContent('Adding...');
    expect(screen.getByLabelText('cart count')).toHaveTextContent('0');

    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('button', { name: 'Add Trail Shoe to cart' })).toHaveTextContent('In Cart');
    expect(screen.getByLabelText('cart count')).toHaveTextContent('1');
    jest.useRealTimers();
  });

  it("alerts 'Sorry. Product is out of stock' when the cart already holds all the stock", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const product = aProduct({ name: 'Last Lamp', countInStock: 1 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...product, qty: 1 }]));
    renderWithShop(<ProductCard product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Last Lamp to cart' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Sorry. Product is out of stock'));
    expect(JSON.parse(localStorage.getItem('cartItems')!)[0].qty).toBe(1);
  });

  it("hides add to cart when out of stock and warns 'Only N left' under 5", () => {
    renderWithShop(
      <>
        <ProductCard product={aProduct({ name: 'Gone', countInStock: 0 })} />
        <ProductCard product={aProduct({ name: 'Few', countInStock: 3 })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Add Gone to cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText(/Only 3 left/)).toBeInTheDocument();
  });

  it('shows the discount and NEW badges and toggles the wishlist heart', async () => {
    const product = aProduct({ name: 'Deal', price: 75, originalPrice: 100, createdAt: new Date().toISOString() });
    renderWithShop(<ProductCard product={product} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Deal from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('wishlistItems')!)).toHaveLength(1);
  });
});
