import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, renderWithShop, serverRenderThenHydrate } from 'shared-ui/testing';
import { useCartCount } from 'shared-ui/state';
import { ProductCard } from './product-card';
import type * as ProductCardModule from './product-card';

function CartCount() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

beforeEach(() => localStorage.clear());

// A busy shared machine: more than jest's 5 s default.
jest.setTimeout(20_000);

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

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Trail Shoe' }));
    expect(screen.getByRole('button', { name: 'Adding...: Trail Shoe' })).toBeInTheDocument();
    expect(screen.getByLabelText('cart count')).toHaveTextContent('0');

    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('button', { name: 'In Cart: Trail Shoe' })).toBeInTheDocument();
    expect(screen.getByLabelText('cart count')).toHaveTextContent('1');
    jest.useRealTimers();
  });

  it("alerts 'Sorry. Product is out of stock' when the cart already holds all the stock", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const product = aProduct({ name: 'Last Lamp', countInStock: 1 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...product, qty: 1 }]));
    renderWithShop(<ProductCard product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'In Cart: Last Lamp' }));
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
    expect(screen.queryByRole('button', { name: /Cart: Gone$/ })).not.toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    // One short amber badge instead of 'In Stock' plus a note, so a phone's narrow card cuts nothing.
    expect(screen.getByText('Only 3 left')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getAllByText('Out of Stock')).toHaveLength(1);
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  });

  it("shows 'Only N left' below 10 in the classic card variant", () => {
    renderWithShop(<ProductCard product={aProduct({ countInStock: 8 })} lowStockBelow={10} />);
    expect(screen.getByText(/Only 8 left/)).toBeInTheDocument();
  });

  it('names the add-to-cart button with its visible text first and rounds the rating label', () => {
    renderWithShop(<ProductCard product={aProduct({ name: 'Desk Lamp', rating: 4.4285714 })} />);
    expect(screen.getByRole('button', { name: 'Add to Cart: Desk Lamp' })).toHaveTextContent(/^Add to Cart/);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5 from 2 reviews' })).toBeInTheDocument();
  });

  it('shows the discount and NEW badges and toggles the wishlist heart', async () => {
    const product = aProduct({ name: 'Deal', price: 75, originalPrice: 100, discount: 25, isNew: true });
    renderWithShop(<ProductCard product={product} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Deal to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Deal from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('wishlistItems')!)).toHaveLength(1);
  });
});

describe('ProductCard with missing data', () => {
  const complete = aProduct({ name: 'Sparse Lamp', price: 30 });
  const optional = [
    'image',
    'brand',
    'category',
    'description',
    'originalPrice',
    'discount',
    'rating',
    'numReviews',
    'countInStock',
    'isNew',
    'createdAt',
  ] as const;

  it.each(optional)('renders without %s', (field) => {
    const { [field]: _left, ...product } = complete;
    renderWithShop(<ProductCard product={product} />);
    expect(screen.getByRole('heading', { name: 'Sparse Lamp' })).toBeInTheDocument();
    expect(screen.getByText('$30.00')).toBeInTheDocument();
  });

  it('shows a missing rating as 4.5 (spec) and a product nobody reviewed as "No reviews yet"', () => {
    const { rating: _rating, ...unrated } = aProduct({ name: 'Unrated', numReviews: 3 });
    renderWithShop(<ProductCard product={unrated} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 3 reviews' })).toBeInTheDocument();
    renderWithShop(<ProductCard product={aProduct({ name: 'New One', rating: 0, numReviews: 0 })} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
  });

  it('says "1 review" for one', () => {
    renderWithShop(<ProductCard product={aProduct({ name: 'Once', rating: 5, numReviews: 1 })} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeInTheDocument();
  });
});

describe('Quick view', () => {
  const product = () => aProduct({ name: 'Desk Lamp', price: 42, countInStock: 3, rating: 4.25 });

  it('shows the image, name, price, stock, rating and Add to Cart, locks page scroll and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductCard product={product()} />);
    const opener = screen.getByRole('button', { name: 'Quick view: Desk Lamp' });
    await user.click(opener);

    // The dialog's code arrives on first use (a chunk of its own).
    const dialog = await screen.findByRole('dialog', { name: 'Desk Lamp' });
    expect(await within(dialog).findByRole('img', { name: 'Desk Lamp' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('$42.00');
    expect(dialog).toHaveTextContent('Only 3 left');
    expect(within(dialog).getByRole('img', { name: 'Rated 4.3 out of 5 from 2 reviews' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart: Desk Lamp' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and with a click outside, giving focus back to the card', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductCard product={product()} />);
    const opener = screen.getByRole('button', { name: 'Quick view: Desk Lamp' });

    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click((await screen.findByRole('dialog')).parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductCard product={product()} />);
    screen.getByRole('button', { name: 'Quick view: Desk Lamp' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('ProductCard rendered on the server', () => {
  it('sends the defaults, hydrates cleanly and then shows the stored wishlist heart and In Cart', async () => {
    const product = aProduct({ _id: 'lamp00000001', name: 'Desk Lamp' });
    const card = () => {
      const { ProductCard: ServerOrBrowserCard } = require('./product-card') as typeof ProductCardModule;
      return <ServerOrBrowserCard product={product} />;
    };
    const { html, hydrationProblems } = await serverRenderThenHydrate(card, {
      storage: { wishlistItems: [{ ...product, addedAt: 1 }], cartItems: [{ ...product, qty: 1 }] },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('Add Desk Lamp to wishlist');
    expect(html).toContain('Add to Cart: Desk Lamp');
    expect(await screen.findByRole('button', { name: 'Remove Desk Lamp from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'In Cart: Desk Lamp' })).toBeInTheDocument();
  });
});
