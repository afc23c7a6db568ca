import { screen } from '@testing-library/react';
import { aProduct, mockFetch, renderWithShop } from 'shared-ui/testing';
import { ProductListing } from './product-listing';

describe('ProductListing', () => {
  it('requests the page with the URL filters and shows the range line', async () => {
    const products = [aProduct({ name: 'Alpha' }), aProduct({ name: 'Beta' })];
    const { calls } = mockFetch({ 'GET /api/products': [200, { products, page: 2, pages: 3, total: 26 }] });
    renderWithShop(<ProductListing title="All" />, { route: '/?keyword=phone&page=2&category=' });

    expect(await screen.findByText('Showing 13 - 14 of 26 products')).toBeInTheDocument();
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get('keyword')).toBe('phone');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('limit')).toBe('12');
    expect(url.searchParams.has('category')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Search results for "phone"' })).toBeInTheDocument();
  });

  it('shows the server message with Try Again when the listing fails', async () => {
    mockFetch({ 'GET /api/products': [500, { message: 'Database unavailable' }] });
    renderWithShop(<ProductListing title="All" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('explains an empty search in a status, not an alert', async () => {
    mockFetch({ 'GET /api/products': [200, { products: [], page: 1, pages: 0, total: 0 }] });
    renderWithShop(<ProductListing title="All" />, { route: '/?keyword=zzz' });
    expect(await screen.findByRole('status', { name: 'No products found' })).toHaveTextContent(
      'No products match your search for "zzz"',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/');
  });
});
