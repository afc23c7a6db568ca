import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe, mockApi, renderWithShop } from 'shared-ui/testing';
import { listingRoute } from '../testing/listing-responses';
import { ListingPage } from './listing-page';

/** A viewport below the md breakpoint (a 390 px phone), or a desktop one. */
function viewportIsPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width: 799.98px'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

const listingQuery = (calls: Request[]) =>
  Object.fromEntries(
    calls
      .map((call) => new URL(call.url))
      .filter((url) => url.pathname === '/api/products' && url.searchParams.get('limit') === '12')
      .at(-1)!.searchParams,
  );

function renderListing(route = '/') {
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

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

jest.setTimeout(30_000);

describe('the listing on a phone', () => {
  beforeEach(() => viewportIsPhone(true));

  it('puts the filters behind a Filters button with the sort beside it, not in an open panel', async () => {
    renderListing('/');
    await screen.findByText(/Showing 1 - 12/);
    const bar = screen.getByRole('region', { name: 'Filters' });
    expect(within(bar).getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(bar).getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(within(bar).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Price range' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Advanced Filters' })).not.toBeInTheDocument();
  });

  it('counts the active filters on the button: Filters (n)', async () => {
    renderListing('/category/books?minPrice=10&sort=newest&keyword=novel');
    await screen.findByText(/Showing 1 - 12/);
    // The category and the price range; the sort and the keyword show elsewhere.
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('opens a sheet with the quick and advanced fields, applies them and closes', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderListing('/');
    await screen.findByText(/Showing 1 - 12/);
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    for (const group of ['Price range', 'Categories', 'Brands', 'Rating', 'Availability']) {
      expect(within(sheet).getByRole('group', { name: group })).toBeInTheDocument();
    }
    await user.click(within(sheet).getByRole('button', { name: 'Under $50' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Sony' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Apple' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/?maxPrice=50');
    await waitFor(() => expect(listingQuery(calls)).toMatchObject({ maxPrice: '50', brands: 'sony,apple' }));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Active filters:' })).toHaveTextContent('Brands: Sony, Apple');
  });

  it('keeps the sort when applying, and Clear empties the fields before applying', async () => {
    const user = userEvent.setup();
    const { location } = renderListing('/?sort=price_asc&maxPrice=50');
    await screen.findByText(/Showing 1 - 12/);
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('spinbutton', { name: 'Max price' })).toHaveValue(50);

    await user.click(within(sheet).getByRole('button', { name: 'Clear' }));
    expect(within(sheet).getByRole('spinbutton', { name: 'Max price' })).toHaveValue(null);
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/?sort=price_asc');
  });

  it('closes the sheet on Escape without changing anything', async () => {
    const user = userEvent.setup();
    const { location } = renderListing('/');
    await screen.findByText(/Showing 1 - 12/);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Books' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('switches the view from the sheet', async () => {
    const user = userEvent.setup();
    renderListing('/');
    await screen.findByText(/Showing 1 - 12/);
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'featured');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'List' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'list');
  });
});

describe('the listing on a desktop', () => {
  beforeEach(() => viewportIsPhone(false));

  it('keeps the open filter panel and no Filters button', async () => {
    renderListing('/');
    await screen.findByText(/Showing 1 - 12/);
    expect(screen.getByRole('form', { name: 'Price range' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advanced Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});

describe('an unknown category', () => {
  it('shows a not-found page with the shop categories instead of the whole catalogue', async () => {
    const { calls } = renderListing('/category/nonsense');

    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText('We have no category called "nonsense". Try one of these:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/categories');
    const categories = screen.getByRole('navigation', { name: 'Shop categories' });
    expect(within(categories).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics');
    expect(screen.queryByRole('heading', { name: 'nonsense' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Category not found | ShopHub'));
    expect(calls.filter((call) => new URL(call.url).searchParams.get('limit') === '12')).toHaveLength(0);
  });

  it('lists a known category as before', async () => {
    renderListing('/category/books');
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    expect(await screen.findByText(/Showing 1 - 12/)).toBeInTheDocument();
  });
});
