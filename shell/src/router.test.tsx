import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShopThemeProvider } from 'shared-ui/design';
import { ShopStateProvider, createShopStore } from 'shared-ui/state';
import { HttpResponse, addMockHandlers, http } from 'shared-ui/testing';
import { COLLECTION_PATHS, INFO_PAGE_PATHS } from 'shared-ui/shell-pages';
import { DEALS, NEW_ARRIVALS } from './pages/collections/collection-page';
import { INFO_PAGES } from './pages/info-pages/info-page-at';
import { ShopRoutes } from './router';

// The registry is not reached by these pages; the runtime module only has to exist.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => ({}) }));

function renderAt(path: string) {
  render(
    <ShopStateProvider store={createShopStore()}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <ShopRoutes slices={[]} />
        </MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>,
  );
}

function footerLinks(): { name: string; href: string }[] {
  renderAt('/no-such-page');
  const footer = screen.getByRole('contentinfo');
  const links = ['Company', 'Help', 'Legal'].flatMap((column) =>
    within(within(footer).getByRole('navigation', { name: column }))
      .getAllByRole('link')
      .map((link) => ({ name: link.textContent!, href: link.getAttribute('href')! })),
  );
  document.body.innerHTML = '';
  return links;
}

describe('shell routes', () => {
  const links = footerLinks();

  it('links twelve footer pages, Shipping Info to its own page rather than the checkout', () => {
    expect(links).toHaveLength(12);
    expect(links).toContainEqual({ name: 'Shipping Info', href: '/shipping-info' });
    expect(links.map((link) => link.href)).not.toContain('/shipping');
  });

  it('routes every written page and collection, whose content loads only when visited', () => {
    expect(INFO_PAGE_PATHS.toSorted()).toEqual(INFO_PAGES.map((page) => page.path).toSorted());
    expect(COLLECTION_PATHS.toSorted()).toEqual([DEALS.path, NEW_ARRIVALS.path].toSorted());
  });

  it.each(links)('$name ($href) is a written page with its title and description', async ({ name, href }) => {
    renderAt(href);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent(name);
    expect(main).not.toHaveTextContent(/being written/i);
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
    const title = `${within(main).getByRole('heading', { level: 1 }).textContent} | ShopHub`;
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\w{3,}/);
  });

  it('writes the shipping rates from the pricing constants: free over $100, otherwise $10', async () => {
    renderAt('/shipping-info');
    await screen.findByRole('heading', { level: 1, name: 'Shipping Info' });
    expect(screen.getByRole('main')).toHaveTextContent(
      'Orders over $100.00 ship free. Every other order ships for a flat $10.00.',
    );
  });

  it.each([
    ['/support', 'Support'],
    ['/help', 'Help Center'],
  ])('%s offers help topics and the contact details', async (path, title) => {
    renderAt(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: 'support@shophub.com' })[0]).toHaveAttribute(
      'href',
      'mailto:support@shophub.com',
    );
    expect(within(main).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/returns');
  });

  it("an unknown route shows 'Unexpected Application Error!' with the header and a way home", () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | ShopHub');
  });

  it("a shell page that fails while rendering shows 'Unexpected Application Error!' inside the layout", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // An answer the page does not expect: no product list.
    addMockHandlers(http.get('*/api/products', () => HttpResponse.json({ products: null, page: 1, pages: 1, total: 3 })));
    renderAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
