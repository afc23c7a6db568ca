import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { aProductDetail, mockFetch, renderWithShop } from 'shared-ui/testing';
import type { Product } from 'shared-ui/types';
import { ProductPage } from './product-page';

const signedInUser = { _id: 'u1', name: 'Ada', email: 'ada@example.com', token: 't0k3n' };

function renderProductPage(product: Product) {
  return renderWithShop(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
      <Route path="/cart" element={<h1>Cart page</h1>} />
    </Routes>,
    { route: `/product/${product._id}` },
  );
}

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
    mockFetch({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    expect(await screen.findByRole('heading', { level: 1, name: 'Noise Cancelling Headphones' })).toBeInTheDocument();
    expect(screen.getByText('Premium Brand')).toBeInTheDocument();
    expect(screen.getByText('Electronics')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('Grace')).toBeInTheDocument();
    expect(screen.getByText('Lovely sound')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual(['abc']);
  });

  it("shows 'Error Loading Product' with the message and a way home when the load fails", async () => {
    mockFetch({ 'GET /api/products/missing': [404, { message: 'Product not found' }] });
    renderProductPage(aProductDetail({ _id: 'missing' }));
    expect(await screen.findByRole('heading', { name: 'Error Loading Product' })).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('bounds the quantity stepper from 1 to the stock', async () => {
    const product = aProductDetail({ _id: 'abc', countInStock: 2 });
    mockFetch({ 'GET /api/products/abc': [200, product] });
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
    mockFetch({ 'GET /api/products/abc': [200, product] });
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
    mockFetch({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(alert).toHaveBeenCalledWith('Sorry. Product is out of stock');
    expect(screen.queryByRole('heading', { name: 'Cart page' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems')!)[0].qty).toBe(2);
  });

  it('toggles the wishlist heart', async () => {
    const product = aProductDetail({ _id: 'abc', name: 'Lamp' });
    mockFetch({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Lamp to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Lamp from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('wishlistItems')!)).toEqual([expect.objectContaining({ _id: 'abc' })]);
  });

  it("offers guests 'Sign in to write a review' with a redirect back to the product", async () => {
    const product = aProductDetail({ _id: 'abc' });
    mockFetch({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    expect(await screen.findByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/login?redirect=/product/abc',
    );
    expect(screen.queryByRole('combobox', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it("asks for both fields with 'Please enter comment and rating' and sends nothing", async () => {
    localStorage.setItem('userInfo', JSON.stringify(signedInUser));
    const product = aProductDetail({ _id: 'abc' });
    const { calls } = mockFetch({ 'GET /api/products/abc': [200, product] });
    renderProductPage(product);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '5 - Excellent');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter comment and rating');
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('posts the review, confirms, resets the form and refetches the product', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    localStorage.setItem('userInfo', JSON.stringify(signedInUser));
    const product = aProductDetail({ _id: 'abc', reviews: [] });
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    const { calls } = mockFetch({
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

  it('alerts the server message and shows it under the form when the review fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    localStorage.setItem('userInfo', JSON.stringify(signedInUser));
    const product = aProductDetail({ _id: 'abc' });
    mockFetch({
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
