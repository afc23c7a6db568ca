import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  LocationProbe,
  aProduct,
  mockApi,
  renderClientMarkup,
  renderServerMarkup,
  renderWithShop,
  serverRenderThenHydrate,
  signedInUser,
} from 'shared-ui/testing';
import { useCartActions } from 'shared-ui/state';
import { SiteHeader } from './site-header';
import type * as SiteHeaderModule from './site-header';
import type * as SearchBoxModule from './search-box';

function AddButton() {
  const { addToCart } = useCartActions();
  return <button onClick={() => addToCart(aProduct({ countInStock: 5 }), 2)}>add from a remote</button>;
}

beforeEach(() => localStorage.clear());

describe('SiteHeader', () => {
  it('shows the cart count as soon as the shared cart changes', async () => {
    renderWithShop(
      <>
        <SiteHeader />
        <AddButton />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'add from a remote' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('says "1 item" for one', async () => {
    function AddOne() {
      const { addToCart } = useCartActions();
      return <button onClick={() => addToCart(aProduct({ countInStock: 5 }), 1)}>add one</button>;
    }
    renderWithShop(
      <>
        <SiteHeader />
        <AddOne />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add one' }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('links the shop sections (Categories, Deals, New Arrivals, Support), marking the one on screen', () => {
    renderWithShop(
      <Routes>
        <Route path="*" element={<SiteHeader />} />
      </Routes>,
      { route: '/deals' },
    );
    const sections = screen.getByRole('navigation', { name: 'Shop sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Categories', '/categories'],
      ['Deals', '/deals'],
      ['New Arrivals', '/new'],
      ['Support', '/support'],
    ]);
    expect(within(sections).getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Sign In and Sign Up when signed out, and the user menu with Sign Out when signed in', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ _id: 'u0000001', name: 'bob', email: 'bob@example.com', token: 't' }));
    renderWithShop(
      <Routes>
        <Route path="*" element={<SiteHeader />} />
      </Routes>,
      { route: '/cart' },
    );
    const trigger = screen.getByRole('button', { name: 'bob' });
    await userEvent.click(trigger);
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('switches the theme with the dark mode toggle', async () => {
    renderWithShop(<SiteHeader />);
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it('sends the same markup and CSS in both themes', () => {
    const light = renderServerMarkup(<SiteHeader />, { theme: 'light' });
    const dark = renderServerMarkup(<SiteHeader />, { theme: 'dark' });
    expect(dark.html).toBe(light.html);
    expect(dark.css).toBe(light.css);
  });

  it("keeps the same markup once the theme is known, but for the dark mode switch's own state", () => {
    const switchState = (checked: boolean) =>
      `aria-checked="${checked}" aria-label="Dark mode" data-state="${checked ? 'on' : 'off'}"`;
    const light = renderClientMarkup(<SiteHeader />, { theme: 'light' });
    const dark = renderClientMarkup(<SiteHeader />, { theme: 'dark' });
    expect(light).toContain(switchState(false));
    expect(dark).toContain(switchState(true));
    expect(dark.replace(switchState(true), switchState(false))).toBe(light);
  });

  it('carries both theme icons and shows the moon only on a dark page', () => {
    const { html, css } = renderServerMarkup(<SiteHeader />, { theme: 'light' });
    expect(html).toMatch(/<svg[^>]*data-theme-icon="light"/);
    expect(html).toMatch(/<svg[^>]*data-theme-icon="dark"/);
    const rules = css.replaceAll('/*!sc*/', '').replace(/\s+/g, ' ');
    expect(rules).toMatch(
      /\.([\w-]+) \[data-theme-icon='dark'\],:root\[data-theme="dark"\] \.\1 \[data-theme-icon='light'\]\{display:none;\}/,
    );
    expect(rules).toMatch(/:root\[data-theme="dark"\] \.[\w-]+ \[data-theme-icon='dark'\]\{display:block;\}/);
  });
});

const SUGGESTIONS = [
  { _id: 'p00000001', name: 'iPhone 15', category: 'electronics' },
  { _id: 'p00000002', name: 'iPad Air', category: 'electronics' },
];

function renderSearch() {
  return renderWithShop(
    <>
      <SiteHeader />
      <LocationProbe />
      <button type="button">elsewhere on the page</button>
    </>,
  );
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search products' });
const location = () => screen.getByRole('status', { name: 'current location' }).textContent;

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows the recent searches as a listbox on focus, then debounced suggestions as options', async () => {
    const user = setup();
    const { calls } = mockApi({ 'GET /api/products/search-suggestions': [200, SUGGESTIONS.slice(0, 1)] });
    renderSearch();
    await user.click(searchBox());
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(searchBox()).toHaveAttribute('aria-controls', recent.id);
    expect(searchBox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['iPhone', 'Laptop', 'Headphones', 'Camera']);

    await user.type(searchBox(), 'ip');
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Searching…')).toHaveAttribute('role', 'status');
    await act(() => jest.advanceTimersByTimeAsync(300));
    const suggestions = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(suggestions).getByRole('option', { name: 'iPhone 15 electronics' })).toBeInTheDocument();
    expect(new URL(calls[0]!.url).searchParams.get('q')).toBe('ip');
  });

  it('moves through the options with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const user = setup();
    renderSearch();
    await user.click(searchBox());
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
    const active = () => document.getElementById(searchBox().getAttribute('aria-activedescendant')!);

    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('iPhone');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Camera');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('iPhone');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Camera');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(searchBox()).toHaveFocus();
  });

  it('opens the highlighted suggestion with Enter', async () => {
    const user = setup();
    mockApi({ 'GET /api/products/search-suggestions': [200, SUGGESTIONS] });
    renderSearch();
    await user.type(searchBox(), 'ip');
    await act(() => jest.advanceTimersByTimeAsync(300));
    await screen.findByRole('option', { name: 'iPad Air electronics' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/product/p00000002');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the typed text with Enter when no option is highlighted', async () => {
    const user = setup();
    mockApi({ 'GET /api/products/search-suggestions': [200, SUGGESTIONS] });
    renderSearch();
    await user.type(searchBox(), 'ipad pro{Enter}');
    expect(location()).toBe('/?keyword=ipad%20pro');
  });

  it('opens a recent search with a click', async () => {
    const user = setup();
    renderSearch();
    await user.click(searchBox());
    await user.click(screen.getByRole('option', { name: 'Headphones' }));
    expect(location()).toBe('/?keyword=Headphones');
    expect(searchBox()).toHaveFocus();
  });

  it('closes with Escape, and a second Escape clears the text', async () => {
    const user = setup();
    renderSearch();
    await user.type(searchBox(), 'l');
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('l');
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
  });

  it('reopens on typing in the still-focused box after Escape and after a search', async () => {
    const user = setup();
    mockApi({ 'GET /api/products/search-suggestions': [200, SUGGESTIONS] });
    renderSearch();
    await user.type(searchBox(), 'i');
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('p');
    expect(screen.getByText('Searching…')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/?keyword=ip');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Backspace}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const user = setup();
    renderSearch();
    await user.click(searchBox());
    await user.click(document.body);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(searchBox());
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to three placeholder suggestions when the call fails', async () => {
    const user = setup();
    mockApi({ 'GET /api/products/search-suggestions': [500, { message: 'down' }] });
    renderSearch();
    await user.type(searchBox(), 'lamp');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('option', { name: 'lamp Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'lamp Fashion' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'lamp Home' }));
    expect(location()).toBe('/?keyword=lamp');
  });

  it('keeps what the shopper typed into the server-rendered box before the page hydrated', async () => {
    // Real timers: React's server renderer schedules its work with them.
    jest.useRealTimers();
    const user = userEvent.setup();
    mockApi({ 'GET /api/products/search-suggestions': [200, []] });
    const searchBoxPage = () => {
      const { SearchBox: ServerOrBrowserSearchBox } = require('./search-box') as typeof SearchBoxModule;
      return <ServerOrBrowserSearchBox />;
    };
    const { hydrationProblems } = await serverRenderThenHydrate(searchBoxPage, {
      beforeHydrate: (container) => {
        const serverBox = container.querySelector('input')!;
        serverBox.focus();
        serverBox.value = 'lapt';
      },
    });
    expect(hydrationProblems).toEqual([]);
    expect(searchBox()).toHaveValue('lapt');
    expect(searchBox()).toHaveFocus();
    await user.keyboard('op');
    expect(searchBox()).toHaveValue('laptop');
  });

  it('opens the recent searches of a server-rendered box focused before the page hydrated', async () => {
    jest.useRealTimers();
    const searchBoxPage = () => {
      const { SearchBox: ServerOrBrowserSearchBox } = require('./search-box') as typeof SearchBoxModule;
      return <ServerOrBrowserSearchBox />;
    };
    const { hydrationProblems } = await serverRenderThenHydrate(searchBoxPage, {
      beforeHydrate: (container) => container.querySelector('input')!.focus(),
    });
    expect(hydrationProblems).toEqual([]);
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();
  });

  it("offers 'Search anyway' when nothing matches", async () => {
    const user = setup();
    mockApi({ 'GET /api/products/search-suggestions': [200, []] });
    renderSearch();
    await user.type(searchBox(), 'zzzz');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('No products found for "zzzz"')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Search anyway', selected: true })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/?keyword=zzzz');
  });
});

describe('SiteHeader rendered on the server', () => {
  it("sends a visitor's header, hydrates it cleanly and then shows the stored cart, wishlist and user menu", async () => {
    const siteHeader = () => {
      const { SiteHeader: ServerOrBrowserSiteHeader } = require('./site-header') as typeof SiteHeaderModule;
      return <ServerOrBrowserSiteHeader />;
    };
    const { html, hydrationProblems } = await serverRenderThenHydrate(siteHeader, {
      storage: {
        userInfo: signedInUser,
        [`cartItems_${signedInUser._id}`]: [{ ...aProduct(), qty: 3 }],
        wishlistItems: [{ ...aProduct(), addedAt: 1 }],
      },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('Sign In');
    expect(html).not.toContain(signedInUser.name);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: signedInUser.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
