import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, expectHydratesCleanly, renderWithShop } from 'shared-ui/testing';
import type { CartItem, Product, WishlistItem } from 'shared-ui/types';
import { WishlistPage } from './wishlist-page';

const wished = (product: Product, addedAt = Date.UTC(2026, 4, 17, 12)): WishlistItem => ({ ...product, addedAt });
const stored = <T,>(key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as T[];

function renderWishlist(items: WishlistItem[]) {
  localStorage.setItem('wishlistItems', JSON.stringify(items));
  return renderWithShop(<WishlistPage />, { route: '/wishlist' });
}

beforeEach(() => localStorage.clear());

describe('WishlistPage', () => {
  it('shows an empty state, announced as a status, when nothing is saved', () => {
    renderWishlist([]);
    expect(screen.getByRole('status', { name: 'Your Wishlist is Empty' })).toHaveTextContent(
      'Save items you love with the heart button.',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows stock as an In Stock, low-stock (n left) under 10, or Out of Stock badge, and the added-on date', () => {
    renderWishlist([
      wished(aProduct({ name: 'Plenty', countInStock: 12, category: 'home' })),
      wished(aProduct({ name: 'Few', countInStock: 4 })),
      wished(aProduct({ name: 'None', countInStock: 0 })),
    ]);
    expect(screen.getByText('In Stock')).toHaveAttribute('data-status', 'in-stock');
    expect(screen.getByText('In Stock (4 left)')).toHaveAttribute('data-status', 'low-stock');
    expect(screen.getByText('Out of Stock')).toHaveAttribute('data-status', 'out-of-stock');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.getAllByText('Added on May 17, 2026')).toHaveLength(3);
  });

  it('moves one item to the cart with qty existing + 1 and out of the wishlist', async () => {
    const product = aProduct({ _id: 'p1', name: 'Kettle', countInStock: 5 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...product, qty: 2 }]));
    renderWishlist([wished(product)]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Kettle to cart' }));
    expect(stored<CartItem>('cartItems')).toEqual([expect.objectContaining({ _id: 'p1', qty: 3 })]);
    expect(stored<WishlistItem>('wishlistItems')).toEqual([]);
  });

  it('removes one item', async () => {
    renderWishlist([wished(aProduct({ _id: 'p1', name: 'Kettle' })), wished(aProduct({ _id: 'p2', name: 'Toaster' }))]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kettle from wishlist' }));
    expect(screen.queryByText('Kettle')).not.toBeInTheDocument();
    expect(stored<WishlistItem>('wishlistItems').map((item) => item._id)).toEqual(['p2']);
  });

  it('moves every in-stock item to the cart with Move All to Cart, emptying the wishlist', async () => {
    renderWishlist([
      wished(aProduct({ _id: 'a', name: 'Available', countInStock: 3 })),
      wished(aProduct({ _id: 'b', name: 'Also here', countInStock: 1 })),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Move All to Cart' }));
    expect(stored<CartItem>('cartItems').map((line) => [line._id, line.qty])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(stored<WishlistItem>('wishlistItems')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  });

  it('moves only in-stock items; a sold-out one stays in the wishlist and the page says why', async () => {
    renderWishlist([
      wished(aProduct({ _id: 'in', name: 'Available', countInStock: 3 })),
      wished(aProduct({ _id: 'out', name: 'Sold Out', countInStock: 0 })),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Move All to Cart' }));
    expect(stored<CartItem>('cartItems')).toEqual([expect.objectContaining({ _id: 'in', qty: 1 })]);
    expect(stored<WishlistItem>('wishlistItems').map((item) => item._id)).toEqual(['out']);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Moved 1 item to your cart. 1 item stayed in your wishlist:');
    expect(status).toHaveTextContent('Sold Out: out of stock');
  });

  it('says which items did not fit the stock on Move All to Cart and keeps them in the wishlist', async () => {
    const full = aProduct({ _id: 'full', name: 'Last Lamp', countInStock: 1 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...full, qty: 1 }]));
    renderWishlist([wished(full), wished(aProduct({ _id: 'in', name: 'Available', countInStock: 3 }))]);
    await userEvent.click(screen.getByRole('button', { name: 'Move All to Cart' }));

    expect(screen.getByRole('status')).toHaveTextContent('Last Lamp: your cart already holds all its stock');
    expect(stored<WishlistItem>('wishlistItems').map((item) => item._id)).toEqual(['full']);
    expect(stored<CartItem>('cartItems').map((line) => [line._id, line.qty])).toEqual([
      ['full', 1],
      ['in', 1],
    ]);
  });

  it('empties the list with Clear Wishlist and leaves the cart alone', async () => {
    renderWishlist([wished(aProduct({ name: 'Kettle' }))]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
    expect(stored<WishlistItem>('wishlistItems')).toEqual([]);
    expect(stored<CartItem>('cartItems')).toEqual([]);
  });
});

describe('WishlistPage rendered on the server', () => {
  it('sends a skeleton, hydrates it cleanly and then lists the stored items', async () => {
    const { serverHtml, unmount } = await expectHydratesCleanly(<WishlistPage />, {
      route: '/wishlist',
      storage: { wishlistItems: [wished(aProduct({ name: 'Reading Lamp' }))] },
    });
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    expect(server.querySelector('[data-shown-if="wishlistEmpty"]')).toHaveTextContent('Your Wishlist is Empty');
    expect(server.querySelector('[data-shown-unless="wishlistEmpty"]')).toHaveTextContent('Loading your wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Your Wishlist is Empty')).not.toBeInTheDocument();
    expect(screen.getByText('Reading Lamp')).toBeInTheDocument();
    unmount();
  });
});
