import { screen, waitFor, within } from '@testing-library/react';
import { aProduct, mockApi, renderWithShop } from 'shared-ui/testing';
import { CollectionPage, DEALS, NEW_ARRIVALS } from './collection-page';

describe('CollectionPage', () => {
  it('Deals lists the products on sale through the listing with availability=on_sale', async () => {
    const onSale = aProduct({ _id: 'p1', name: 'Noise-cancelling headphones', price: 149, originalPrice: 199, discount: 25 });
    const { calls } = mockApi({
      'GET /api/products': [200, { products: [onSale], page: 1, pages: 1, total: 1 }],
    });
    renderWithShop(<CollectionPage collection={DEALS} />, { route: '/deals' });
    const link = await screen.findByRole('link', { name: 'Noise-cancelling headphones' });
    expect(link).toHaveAttribute('href', '/product/p1');
    const tile = link.closest('li')!;
    expect(within(tile).getByText('−25%')).toBeInTheDocument();
    expect(tile).toHaveTextContent('$149.00');
    expect(tile).toHaveTextContent('was $199.00');
    expect(new URL(calls[0]!.url).searchParams.get('availability')).toBe('on_sale');
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Deals | ShopHub'));
  });

  it('New Arrivals asks for the newest first and pages through them with ?page=', async () => {
    const { calls } = mockApi({
      'GET /api/products': [200, { products: [aProduct({ name: 'Trail shoes' })], page: 2, pages: 3, total: 30 }],
    });
    renderWithShop(<CollectionPage collection={NEW_ARRIVALS} />, { route: '/new?page=2' });
    expect(await screen.findByRole('link', { name: 'Trail shoes' })).toBeInTheDocument();
    const query = new URL(calls[0]!.url).searchParams;
    expect(query.get('sort')).toBe('newest');
    expect(query.get('page')).toBe('2');
    expect(screen.getByText('30 products · page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/new');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/new?page=3');
  });

  it("says '1,000+ products' and 'page 1 of 84+' when the API counted a broad collection only up to its bound", async () => {
    mockApi({
      'GET /api/products': [
        200,
        { products: [aProduct({ name: 'Trail shoes' })], page: 1, pages: 84, total: 1000, totalIsEstimate: true },
      ],
    });
    renderWithShop(<CollectionPage collection={NEW_ARRIVALS} />, { route: '/new' });
    expect(await screen.findByText('1,000+ products · page 1 of 84+')).toBeInTheDocument();
  });

  it('loads the first row of pictures at once and first, the rest as they come into view', async () => {
    const products = Array.from({ length: 6 }, (_, index) => aProduct({ _id: `p${index}`, name: `Deal ${index}` }));
    mockApi({ 'GET /api/products': [200, { products, page: 1, pages: 1, total: 6 }] });
    renderWithShop(<CollectionPage collection={DEALS} />, { route: '/deals' });
    await screen.findByRole('link', { name: 'Deal 5' });
    const pictures = products.map((product) =>
      screen.getByRole('link', { name: product.name }).closest('li')!.querySelector('img')!,
    );
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('says so when nothing is on sale', async () => {
    mockApi({ 'GET /api/products': [200, { products: [], page: 1, pages: 0, total: 0 }] });
    renderWithShop(<CollectionPage collection={DEALS} />, { route: '/deals' });
    expect(await screen.findByText('Nothing is on sale right now. New offers arrive every week.')).toBeInTheDocument();
  });

  it('shows the server message with Try Again when the listing fails', async () => {
    mockApi({ 'GET /api/products': [503, { message: 'Service unavailable, try again shortly' }] });
    renderWithShop(<CollectionPage collection={DEALS} />, { route: '/deals' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These products could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
