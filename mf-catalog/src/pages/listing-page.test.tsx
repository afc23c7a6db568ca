import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe, mockApi, renderWithShop } from 'shared-ui/testing';
import { aListingPage, listingRoute } from '../testing/listing-responses';
import { ListingPage } from './listing-page';

/** The listing requests (page size 12), not the recommendations' look-ups. */
const listingCalls = (calls: Request[]) =>
  calls
    .map((call) => new URL(call.url))
    .filter((url) => url.pathname === '/api/products' && url.searchParams.get('limit') === '12');

const lastListingQuery = (calls: Request[]) => Object.fromEntries(listingCalls(calls).at(-1)!.searchParams);

function renderWithLocation(route = '/') {
  const { calls } = mockApi({ 'GET /api/products': listingRoute(300) });
  renderWithShop(
    <>
      <Routes>
        <Route path="/" element={<ListingPage />} />
        <Route path="/category/:name" element={<ListingPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return { calls, location: () => screen.getByLabelText('current location').textContent };
}

// Whole pages of cards on a shared, busy machine: more than jest's 5 s default.
jest.setTimeout(30_000);

describe('ListingPage', () => {
  it('shows a counted-only-so-far total as "1,000+" and still offers the next page', async () => {
    mockApi({ 'GET /api/products': () => [200, aListingPage({ total: 1000, totalIsEstimate: true })] });
    renderWithShop(<ListingPage />, { route: '/' });

    expect(await screen.findByText('Showing 1 - 12 of 1,000+ products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('changes category from the strip: the URL and the request agree and the page goes back to 1', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWithLocation('/?page=2');
    await screen.findByText('Showing 13 - 24 of 300 products');

    const strip = screen.getByRole('group', { name: 'Categories' });
    expect(within(strip).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(strip).getByRole('button', { name: 'Home & Garden' }));

    expect(location()).toBe('/?category=home');
    expect(within(strip).getByRole('button', { name: 'Home & Garden' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListingQuery(calls)).toEqual({ category: 'home', page: '1', limit: '12', sort: 'featured' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home & Garden' })).toBeInTheDocument();
  });

  it('sorts and filters by price from the inputs and the presets', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWithLocation('/');
    await screen.findByText(/Showing 1 - 12/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(location()).toBe('/?sort=price_asc');

    const priceForm = screen.getByRole('form', { name: 'Price range' });
    await user.type(within(priceForm).getByRole('spinbutton', { name: 'Min price' }), '20');
    await user.type(within(priceForm).getByRole('spinbutton', { name: 'Max price' }), '80');
    await user.click(within(priceForm).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/?sort=price_asc&minPrice=20&maxPrice=80');
    await waitFor(() => expect(lastListingQuery(calls)).toMatchObject({ sort: 'price_asc', minPrice: '20', maxPrice: '80' }));

    await user.click(within(priceForm).getByRole('button', { name: 'Over $250' }));
    expect(location()).toBe('/?sort=price_asc&minPrice=250');
    expect(within(priceForm).getByRole('button', { name: 'Over $250' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Active filters:' })).toHaveTextContent('Sort: Price: Low to High');
    expect(screen.getByRole('list', { name: 'Active filters:' })).toHaveTextContent('Price: from $250.00');
  });

  it('shows the hero and recommendations only while nothing is filtered, and Clear All brings them back', async () => {
    const user = userEvent.setup();
    const { location } = renderWithLocation('/?category=books&sort=newest&maxPrice=30&page=2');
    await screen.findByText(/Showing 13 - 24/);
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You might also like' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(location()).toBe('/');
    expect(screen.getByRole('region', { name: 'Featured offers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You might also like' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('loads the hero picture first on /, and the first row of pictures first on a category', async () => {
    const picturesFirst = () =>
      [...document.querySelectorAll('img')].filter((image) => image.getAttribute('fetchpriority') === 'high');
    renderWithLocation('/');
    await screen.findByText(/Showing 1 - 12/);
    const onHome = picturesFirst();
    expect(onHome).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Featured offers' })).toContainElement(onHome[0]!);
    document.body.innerHTML = '';

    renderWithLocation('/category/sports');
    await screen.findByText(/Showing 1 - 12/);
    expect(picturesFirst()).toHaveLength(4);
  });

  it('pages with numbered buttons, marking the current page', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWithLocation('/');
    await screen.findByText(/Showing 1 - 12 of 300/);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/?page=3');
    await screen.findByText(/Showing 25 - 36 of 300/);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(lastListingQuery(calls).page).toBe('3');
  });

  it('on /category/{name} lists that category and moves to another category by path', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWithLocation('/category/sports?sort=rating');
    await screen.findByText(/Showing 1 - 12/);
    expect(lastListingQuery(calls)).toMatchObject({ category: 'sports', sort: 'rating' });
    await user.click(screen.getByRole('button', { name: 'Beauty' }));
    expect(location()).toBe('/category/beauty?sort=rating');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(location()).toBe('/?sort=rating');
  });

  it('advanced filters: the first category, sort and prices reach the URL; brands, rating and availability go to the API', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWithLocation('/?page=4');
    await screen.findByText(/Showing 37 - 48/);
    const opener = screen.getByRole('button', { name: 'Advanced Filters' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Advanced Filters' });

    const categories = await within(dialog).findByRole('group', { name: 'Categories' });
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(categories).getByRole('checkbox', { name: 'Electronics' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Automotive' }));
    const brands = within(dialog).getByRole('group', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent),
    ).toEqual(['Apple', 'Samsung', 'Nike', 'Adidas', 'Sony', 'LG', 'HP', 'Dell']);
    await user.click(within(brands).getByRole('checkbox', { name: 'Apple' }));
    await user.click(within(brands).getByRole('checkbox', { name: 'Sony' }));
    const rating = within(dialog).getByRole('group', { name: 'Rating' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['Any rating', '4 & Up', '3 & Up', '2 & Up', '1 & Up']);
    await user.click(within(rating).getByRole('radio', { name: '4 & Up' }));
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Availability' })).getByRole('radio', { name: 'In Stock' }),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by' }), 'Name: Z to A');
    await user.click(within(dialog).getByRole('button', { name: '$100 - $250' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(location()).toBe('/?category=electronics&sort=name_desc&minPrice=100&maxPrice=250');
    await waitFor(() =>
      expect(lastListingQuery(calls)).toEqual({
        category: 'electronics',
        page: '1',
        limit: '12',
        sort: 'name_desc',
        minPrice: '100',
        maxPrice: '250',
        brands: 'apple,sony',
        rating: '4',
        availability: 'in_stock',
      }),
    );
    const summary = screen.getByRole('list', { name: 'Active filters:' });
    expect(summary).toHaveTextContent('Brands: Apple, Sony');
    expect(summary).toHaveTextContent('Rating: 4 & Up');
    expect(summary).toHaveTextContent('Availability: In Stock');

    // Reopened, it remembers both categories; Escape closes it without applying.
    await user.click(opener);
    const reopened = await screen.findByRole('dialog', { name: 'Advanced Filters' });
    expect(await within(reopened).findByRole('checkbox', { name: 'Automotive' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('switches between the asymmetric, grid and list views', async () => {
    const user = userEvent.setup();
    renderWithLocation('/');
    await screen.findByText(/Showing 1 - 12/);
    const views = screen.getByRole('group', { name: 'View mode' });
    expect(within(views).getByRole('button', { name: 'Asymmetric' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'featured');
    await user.click(within(views).getByRole('button', { name: 'List' }));
    expect(screen.getAllByRole('article').every((card) => card.getAttribute('data-layout') === 'list')).toBe(true);
  });
});

describe('ListingPage states', () => {
  it("offers 'Clear Filters' for a filtered empty listing such as an unknown category", async () => {
    mockApi({ 'GET /api/products': [200, { products: [], page: 1, pages: 0, total: 0 }] });
    renderWithShop(<ListingPage />, { route: '/?category=unknown' });
    expect(await screen.findByRole('status', { name: 'No products found' })).toHaveTextContent(
      'No products available at the moment',
    );
    expect(screen.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Browse All Products' })).not.toBeInTheDocument();
  });

  it("offers 'Browse All Products' when nothing is filtered and nothing is for sale", async () => {
    mockApi({ 'GET /api/products': [200, { products: [], page: 1, pages: 0, total: 0 }] });
    renderWithShop(<ListingPage />);
    expect(await screen.findByRole('link', { name: 'Browse All Products' })).toBeInTheDocument();
  });

  it('explains an empty search and counts keyword results', async () => {
    mockApi({ 'GET /api/products': [200, { products: [], page: 1, pages: 0, total: 0 }] });
    renderWithShop(<ListingPage />, { route: '/?keyword=zzz' });
    expect(await screen.findByText('No products match your search for "zzz"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "zzz"' })).toBeInTheDocument();
  });

  it('shows 8 skeletons on / and 12 on /classic while loading', async () => {
    // The listing call never answers: the skeletons stay.
    globalThis.fetch = (() => new Promise(() => {})) as typeof fetch;
    const first = renderWithShop(<ListingPage />);
    expect(within(screen.getByRole('status', { name: 'Loading products' })).getAllByTestId('product-skeleton')).toHaveLength(8);
    first.unmount();
    renderWithShop(<ListingPage layout="classic" />, { route: '/classic' });
    expect(within(screen.getByRole('status', { name: 'Loading products' })).getAllByTestId('product-skeleton')).toHaveLength(12);
  });

  it("titles a failed load 'Something went wrong' on / and 'Oops! Something went wrong' on /classic, with Try Again", async () => {
    mockApi({ 'GET /api/products': [500, { message: 'Database unavailable' }] });
    const first = renderWithShop(<ListingPage />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    first.unmount();
    renderWithShop(<ListingPage layout="classic" />, { route: '/classic' });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  });
});
