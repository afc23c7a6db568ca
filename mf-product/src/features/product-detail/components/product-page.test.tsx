import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { RequireSignIn, useBreadcrumbLabel } from 'shared-ui/state';
import {
  HttpResponse,
  LocationProbe,
  addMockHandlers,
  aProductDetail,
  http,
  inlineServerAnswers,
  mockApi,
  renderWithShop,
  signIn,
} from 'shared-ui/testing';
import type { Product } from 'shared-ui/types';
import { ProductPage } from './product-page';

function LastCrumb() {
  return <output aria-label="last crumb">{useBreadcrumbLabel() ?? ''}</output>;
}

function renderProductPage(product: Pick<Product, '_id'>) {
  return renderWithShop(
    <>
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
        <Route
          path="/shipping"
          element={
            <RequireSignIn>
              <h1>Shipping page</h1>
            </RequireSignIn>
          }
        />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/" element={<Link to={`/product/${product._id}`}>Back to the product</Link>} />
      </Routes>
      <LocationProbe />
      <LastCrumb />
    </>,
    { route: `/product/${product._id}` },
  );
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key)!);

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('ProductPage', () => {
  it('shows the product details with defaults, the cosmetic discount and the reviews', async () => {
    const product = aProductDetail({
      _id: 'abc',
      name: 'Noise Cancelling Headphones',
      brand: '',
      category: '',
      price: 100,
      numReviews: 1,
      reviews: [{ _id: 'r1', name: 'Grace', rating: 4, comment: 'Lovely sound', createdAt: '2026-03-02T10:00:00Z', user: 'u2' }],
    });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    expect(await screen.findByRole('heading', { level: 1, name: 'Noise Cancelling Headphones' })).toBeInTheDocument();
    expect(screen.getByText('Premium Brand')).toBeInTheDocument();
    expect(screen.getByText('Electronics')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toHaveAttribute('data-status', 'in-stock');
    expect(screen.getByText('Grace')).toBeInTheDocument();
    expect(screen.getByText('Lovely sound')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual(['abc']);
  });

  it('starts from the product the server rendered the page with: no loading state and no request', async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Noise Cancelling Headphones', price: 100 });
    const { calls } = mockApi({ 'GET /api/products/abc': [200, { ...product, name: 'Fetched instead' }] });
    inlineServerAnswers({ '["product","abc"]': product });
    renderProductPage(product);

    // The first render is the server's: the same product, so hydration keeps its markup.
    expect(screen.getByRole('heading', { level: 1, name: 'Noise Cancelling Headphones' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading product/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual(['abc']));
    expect(calls.filter((call) => call.url.includes('/api/products/abc'))).toEqual([]);
  });

  it("shows 'Error Loading Product' with the message and a way home when the load fails", async () => {
    mockApi({ 'GET /api/products/missing': [404, { message: 'Product not found' }] });
    renderProductPage(aProductDetail({ _id: 'missing' }));
    expect(await screen.findByRole('heading', { name: 'Error Loading Product' })).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('bounds the quantity stepper from 1 to the stock', async () => {
    const product = aProductDetail({ _id: 'abc', countInStock: 2 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    const minus = await screen.findByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('adds the chosen quantity on top of the cart line and goes to /cart', async () => {
    const product = aProductDetail({ _id: 'abc', countInStock: 5 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...product, qty: 1 }]));
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([expect.objectContaining({ _id: 'abc', qty: 3 })]);
  });

  it("alerts 'Sorry. Product is out of stock' when the cart plus the chosen quantity exceeds stock", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const product = aProductDetail({ _id: 'abc', countInStock: 2 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...product, qty: 2 }]));
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(alert).toHaveBeenCalledWith('Sorry. Product is out of stock');
    expect(screen.queryByRole('heading', { name: 'Cart page' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems')!)[0].qty).toBe(2);
  });

  it('toggles the wishlist heart', async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Lamp' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Lamp to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Lamp from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('wishlistItems')!)).toEqual([expect.objectContaining({ _id: 'abc' })]);
  });

  it("offers guests 'Sign in to write a review' with a redirect back to the product", async () => {
    const product = aProductDetail({ _id: 'abc' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    expect(await screen.findByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/login?redirect=/product/abc',
    );
    expect(screen.queryByRole('combobox', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it("asks for both fields with 'Please enter comment and rating' and sends nothing", async () => {
    signIn();
    const product = aProductDetail({ _id: 'abc' });
    const { calls } = mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '5 - Excellent');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter comment and rating');
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('posts the review, confirms, resets the form and refetches the product', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    signIn();
    const product = aProductDetail({ _id: 'abc', reviews: [] });
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    const { calls } = mockApi({
      'GET /api/products/abc': [200, product],
      'POST /api/products/abc/reviews': (request) => {
        sentBody = request.clone().json();
        return [201, { message: 'Review added' }];
      },
    });
    renderProductPage(product);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '4 - Very Good');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Works well');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Review submitted successfully. It might take a moment to appear.'));
    const post = calls.find((request) => request.method === 'POST')!;
    expect(await sentBody).toEqual({ rating: 4, comment: 'Works well' });
    expect(post.headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('');
    await waitFor(() => expect(calls.filter((request) => request.method === 'GET')).toHaveLength(2));
  });

  it("says 'Failed to submit review' when the server gives no message", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    signIn();
    const product = aProductDetail({ _id: 'abc' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    // Outside the contract on purpose: an error answer with no message.
    addMockHandlers(http.post('*/api/products/abc/reviews', () => HttpResponse.json({}, { status: 500 })));
    renderProductPage(product);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '3 - Good');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Fine');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit review$/);
    expect(alert).toHaveBeenCalledWith('Failed to submit review');
  });

  it('alerts the server message and shows it under the form when the review fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    signIn();
    const product = aProductDetail({ _id: 'abc' });
    mockApi({
      'GET /api/products/abc': [200, product],
      'POST /api/products/abc/reviews': [400, { message: 'Product already reviewed' }],
    });
    renderProductPage(product);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '2 - Fair');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Product already reviewed');
    expect(alert).toHaveBeenCalledWith('Product already reviewed');
  });
});

describe('ProductPage zoom lightbox', () => {
  async function openLightbox(name = 'Desk Lamp') {
    const product = aProductDetail({ _id: 'abc', name });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);
    const image = await screen.findByRole('button', { name: `View larger image of ${name}` });
    await userEvent.click(image);
    const dialog = screen.getByRole('dialog', { name });
    // The dialog's frame paints with the tap; its picture follows in the next render (shared-ui Dialog).
    await within(dialog).findByRole('img', { name });
    return { image, dialog };
  }

  it('opens the large image in a dialog and locks the page scroll', async () => {
    const { dialog } = await openLightbox();
    expect(within(dialog).getByRole('img', { name: 'Desk Lamp' })).toHaveAttribute('src', '/images/abc.svg');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks the scroll and gives focus back to the image', async () => {
    const { image } = await openLightbox();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(image).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { dialog, image } = await openLightbox();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(image).toHaveFocus();
  });

  it('closes on a click outside the picture panel but not on the picture', async () => {
    const { dialog } = await openLightbox();
    fireEvent.mouseDown(within(dialog).getByRole('img', { name: 'Desk Lamp' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('is reachable from the keyboard', async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Desk Lamp' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);
    const image = await screen.findByRole('button', { name: 'View larger image of Desk Lamp' });
    image.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Desk Lamp' })).toBeInTheDocument();
  });
});

describe('ProductPage gallery', () => {
  const id = '64f0c0ffee0000000000abcd';

  it('offers front, side and detail views as thumbnails; the chosen one is shown and zoomed', async () => {
    const product = aProductDetail({ _id: id, name: 'Desk Lamp', image: `/images/${id}.svg` });
    mockApi({ [`GET /api/products/${id}`]: [200, product] });
    renderProductPage(product);
    const thumbnails = within(await screen.findByRole('group', { name: 'Product pictures' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show front view',
      'Show side view',
      'Show detail view',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Show side view' }));
    expect(screen.getByRole('button', { name: 'Show side view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Desk Lamp, side view' })).toHaveAttribute('src', `/images/${id}-side.svg`);
    await userEvent.click(screen.getByRole('button', { name: 'View larger image of Desk Lamp' }));
    const dialog = screen.getByRole('dialog', { name: 'Desk Lamp' });
    expect(await within(dialog).findByRole('img', { name: 'Desk Lamp, side view' })).toHaveAttribute(
      'src',
      `/images/${id}-side.svg`,
    );
  });

  it('shows a picture from elsewhere alone, without thumbnails', async () => {
    const product = aProductDetail({ _id: id, name: 'Desk Lamp', image: 'https://cdn.example.com/lamp.jpg' });
    mockApi({ [`GET /api/products/${id}`]: [200, product] });
    renderProductPage(product);
    expect(await screen.findByRole('img', { name: 'Desk Lamp' })).toHaveAttribute('src', 'https://cdn.example.com/lamp.jpg');
    expect(screen.queryByRole('group', { name: 'Product pictures' })).not.toBeInTheDocument();
  });
});

describe('ProductPage price story', () => {
  it("follows the product's own original price and discount, as its card does", async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Robot Vacuum', price: 575.99, originalPrice: 755.99, discount: 24 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);
    expect(await screen.findByLabelText('Was $755.99')).toBeInTheDocument();
    expect(screen.getByText('24% OFF')).toBeInTheDocument();
    expect(screen.queryByText('20% OFF')).not.toBeInTheDocument();
  });

  it('shows no struck-out price or badge when the original price is not above the price', async () => {
    const product = aProductDetail({ _id: 'abc', price: 50, originalPrice: 50, discount: 0 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText(/^Was /)).not.toBeInTheDocument();
    expect(screen.queryByText(/% OFF$/)).not.toBeInTheDocument();
  });
});

describe('ProductPage caption', () => {
  it("names the brand and the category's label, as the product's card does", async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Garden Hose', brand: 'Gardena', category: 'home' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden Hose' })).toBeInTheDocument();
    expect(screen.getByText('Gardena')).toBeInTheDocument();
    expect(screen.getByText('Home & Garden')).toBeInTheDocument();
  });
});

describe('ProductPage with missing data', () => {
  const fields = [
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
    'reviews',
  ] as const;

  it.each(fields)('renders without %s', async (field) => {
    const { [field]: _left, ...product } = aProductDetail({ _id: 'abc', name: 'Sparse Lamp', price: 30 });
    // Outside the contract on purpose: an answer missing a field.
    addMockHandlers(http.get('*/api/products/abc', () => HttpResponse.json(product)));
    renderProductPage({ _id: 'abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sparse Lamp' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer Reviews' })).toBeInTheDocument();
  });

  it('shows a missing rating as 4.5', async () => {
    const { rating: _rating, ...product } = aProductDetail({ _id: 'abc', numReviews: 2 });
    addMockHandlers(http.get('*/api/products/abc', () => HttpResponse.json(product)));
    renderProductPage({ _id: 'abc' });
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeInTheDocument();
  });
});

describe('ProductPage Buy Now', () => {
  it('adds the chosen quantity and takes a signed-in shopper straight to shipping', async () => {
    signIn();
    const product = aProductDetail({ _id: 'abc', countInStock: 5 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('heading', { name: 'Shipping page' })).toBeInTheDocument();
    expect(stored('cartItems_u1')).toEqual([expect.objectContaining({ _id: 'abc', qty: 2 })]);
  });

  it('adds the item and sends a signed-out shopper to /login?redirect=/shipping', async () => {
    const product = aProductDetail({ _id: 'abc', countInStock: 5 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/login?redirect=/shipping');
    expect(stored('cartItems')).toEqual([expect.objectContaining({ _id: 'abc', qty: 1 })]);
  });

  it("keeps the shopper on the page with 'Sorry. Product is out of stock' when it would exceed the stock", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const product = aProductDetail({ _id: 'abc', countInStock: 1 });
    localStorage.setItem('cartItems', JSON.stringify([{ ...product, qty: 1 }]));
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(alert).toHaveBeenCalledWith('Sorry. Product is out of stock');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/product/abc');
    expect(stored('cartItems')[0].qty).toBe(1);
  });

  it('offers neither Add to Cart nor Buy Now when the product is out of stock', async () => {
    const product = aProductDetail({ _id: 'abc', countInStock: 0 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});

describe('ProductPage trust and reviews summary', () => {
  it('shows the trust badges Free Shipping, Easy Returns, Secure Payment and 24/7 Support', async () => {
    const product = aProductDetail({ _id: 'abc' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    const badges = await screen.findByRole('list', { name: 'Why shop with us' });
    const titles = within(badges)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span span')?.textContent);
    expect(titles).toEqual(['Free Shipping', 'Easy Returns', 'Secure Payment', '24/7 Support']);
  });

  it('breaks the ratings down from the real reviews, one bar per star value from 5 to 1', async () => {
    const reviews = [5, 5, 4, 1].map((rating, index) => ({
      _id: `r${index}`,
      name: `Shopper ${index}`,
      rating,
      comment: 'Said something',
      createdAt: '2026-03-02T10:00:00Z',
      user: `u${index}`,
    }));
    const product = aProductDetail({ _id: 'abc', reviews, numReviews: 4, rating: 3.75 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    const breakdown = await screen.findByRole('list', { name: 'Rating breakdown' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('[aria-hidden="true"]')?.textContent),
    ).toEqual(['5 ★', '4 ★', '3 ★', '2 ★', '1 ★']);
    expect(within(breakdown).getByText('5 stars: 2 reviews, 50%')).toBeInTheDocument();
    expect(within(breakdown).getByText('4 stars: 1 review, 25%')).toBeInTheDocument();
    expect(within(breakdown).getByText('3 stars: 0 reviews, 0%')).toBeInTheDocument();
    expect(within(breakdown).getByText('1 star: 1 review, 25%')).toBeInTheDocument();
    expect(within(breakdown).getByText('2 (50%)')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Customer Reviews' });
    expect(within(summary).getByText('3.8')).toBeInTheDocument();
    expect(within(summary).getByText('4 reviews')).toBeInTheDocument();
  });

  it('shows empty bars and an invitation when there are no reviews', async () => {
    const product = aProductDetail({ _id: 'abc', reviews: [], numReviews: 0, rating: 0 });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    const breakdown = await screen.findByRole('list', { name: 'Rating breakdown' });
    for (const stars of [5, 4, 3, 2, 1]) {
      expect(within(breakdown).getByText(`${stars} ${stars === 1 ? 'star' : 'stars'}: 0 reviews, 0%`)).toBeInTheDocument();
    }
    expect(screen.getByText('No reviews yet. Be the first to share what you think.')).toBeInTheDocument();
    // the summary at the top says so too, instead of "★ 0.0 (0 reviews)"
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
  });
});

describe('ProductPage loading', () => {
  it('shows a skeleton of the page while the product loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const product = aProductDetail({ _id: 'abc', name: 'Desk Lamp' });
    globalThis.fetch = (async () => {
      await answered;
      return new Response(JSON.stringify(product), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    renderProductPage(product);

    expect(screen.getByText('Loading product')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product')).not.toBeInTheDocument();
  });
});

describe('ProductPage recently viewed', () => {
  it('puts the visited product first, once, keeping the others in order', async () => {
    localStorage.setItem('recentlyViewed', JSON.stringify(['p1', 'abc', 'p2']));
    const product = aProductDetail({ _id: 'abc' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await screen.findByRole('heading', { level: 1 });
    expect(stored('recentlyViewed')).toEqual(['abc', 'p1', 'p2']);
  });

  it('keeps at most 20 products, dropping the oldest', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `p${index + 1}`);
    localStorage.setItem('recentlyViewed', JSON.stringify(twenty));
    const product = aProductDetail({ _id: 'abc' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await screen.findByRole('heading', { level: 1 });
    expect(stored('recentlyViewed')).toEqual(['abc', ...twenty.slice(0, 19)]);
  });
});

describe('ProductPage document', () => {
  const structuredData = () => {
    const script = document.head.querySelector('script[type="application/ld+json"]');
    return script && JSON.parse(script.textContent!);
  };

  beforeEach(() => {
    document.title = 'ShopHub';
    document.head.querySelector('meta[name="description"]')?.remove();
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="The shop">');
  });

  it("titles the document '{name} | ShopHub', describes it from the product and names the last breadcrumb", async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Desk Lamp', description: '  A warm,\n dimmable   lamp.  ' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' });
    await waitFor(() => expect(document.title).toBe('Desk Lamp | ShopHub'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A warm, dimmable lamp.');
    await waitFor(() => expect(screen.getByRole('status', { name: 'last crumb' })).toHaveTextContent('Desk Lamp'));
  });

  it('describes the product to search engines as JSON-LD Product with its offer and rating', async () => {
    const product = aProductDetail({
      _id: 'abc',
      name: 'Desk Lamp',
      brand: 'Lumen',
      category: 'home',
      image: '/images/abc.svg',
      price: 49.5,
      countInStock: 3,
      rating: 4.25,
      numReviews: 2,
    });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' });
    // Placed by an effect, which React may run after the page has painted.
    await waitFor(() => expect(structuredData()).not.toBeNull());
    expect(structuredData()).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Desk Lamp',
        image: ['http://localhost/images/abc.svg'],
        sku: 'abc',
        brand: { '@type': 'Brand', name: 'Lumen' },
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '49.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        }),
        aggregateRating: expect.objectContaining({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 2 }),
      }),
    );
  });

  it('leaves the rating out without reviews and says when the product is out of stock', async () => {
    const product = aProductDetail({ _id: 'abc', countInStock: 0, numReviews: 0, rating: 0, reviews: [] });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(structuredData()).not.toBeNull());
    expect(structuredData().offers.availability).toBe('https://schema.org/OutOfStock');
    expect(structuredData()).not.toHaveProperty('aggregateRating');
  });

  it('takes its structured data and breadcrumb label away when the shopper leaves', async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Desk Lamp' });
    mockApi({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);
    await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' });

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('heading', { name: 'Cart page' });
    expect(structuredData()).toBeNull();
    expect(screen.getByRole('status', { name: 'last crumb' })).toHaveTextContent('');
  });
});
