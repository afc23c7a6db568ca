import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  RequireSignIn,
  ShopBrowserRouter,
  ShopStateProvider,
  connectApiClientToStore,
  createShopStore,
  useCartActions,
  useCartCount,
  useCartItems,
  useCartLine,
  useCartPrices,
  useCheckoutChoices,
  useIsInWishlist,
  useRecentlyViewed,
  useSession,
  useSessionActions,
  useSignOut,
  useTheme,
  useWishlistActions,
  useWishlistCount,
  type ShopStore,
} from 'shared-ui/state';
import { THEME_BEFORE_PAINT_CSS } from 'shared-ui/first-view';
import { aProduct, mockApi, tapOutsideAct } from '../testing';

const alice = {
  _id: 'user00000001',
  name: 'Alice',
  email: 'alice@example.com',
  token: 't-alice',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderShopHook<T>(hook: () => T, store: ShopStore = createShopStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopStateProvider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </ShopStateProvider>
  );
  return renderHook(hook, { wrapper });
}

const useCart = () => ({
  items: useCartItems(),
  count: useCartCount(),
  prices: useCartPrices(),
  ...useCartActions(),
  ...useCheckoutChoices(),
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('cart', () => {
  it('adds to the existing line instead of duplicating it', () => {
    const { result } = renderShopHook(useCart);
    const product = aProduct({ price: 10, countInStock: 5 });
    act(() => void result.current.addToCart(product, 1));
    act(() => void result.current.addToCart(product, 3));
    expect(result.current.items).toHaveLength(1);
    expect(result.current.count).toBe(4);
  });

  it("refuses an add above the stock with 'Sorry. Product is out of stock' and keeps the cart", () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { result } = renderShopHook(useCart);
    const product = aProduct({ countInStock: 3 });
    let added: boolean[] = [];
    act(() => {
      added = [result.current.addToCart(product, 2), result.current.addToCart(product, 2)];
    });
    expect(added).toEqual([true, false]);
    expect(alert).toHaveBeenCalledWith('Sorry. Product is out of stock');
    expect(result.current.count).toBe(2);
    expect(stored('cartItems')[0].qty).toBe(2);
  });

  it('keeps a line between 1 and its stock when the quantity is set', () => {
    const { result } = renderShopHook(useCart);
    const product = aProduct({ countInStock: 4 });
    act(() => void result.current.addToCart(product, 1));
    act(() => result.current.setQuantity(product._id, 9));
    expect(result.current.count).toBe(4);
    act(() => result.current.setQuantity(product._id, 0));
    expect(result.current.count).toBe(1);
  });

  it('is stored under the guest key when signed out and under cartItems_{userId} when signed in', () => {
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSessionActions() }));
    act(() => void result.current.cart.addToCart(aProduct({ _id: 'guestproduct1' }), 1));
    expect(stored('cartItems')).toHaveLength(1);

    act(() => result.current.session.signIn(alice));
    act(() => void result.current.cart.addToCart(aProduct({ _id: 'aliceproduct' }), 2));
    expect(stored('cartItems')).toBeNull();
    expect(stored('cartItems_user00000001')).toEqual([
      expect.objectContaining({ _id: 'guestproduct1', qty: 1 }),
      expect.objectContaining({ _id: 'aliceproduct', qty: 2 }),
    ]);
  });

  it('computes display prices with free shipping over $100 and 15% tax', () => {
    const { result } = renderShopHook(useCart);
    act(() => void result.current.addToCart(aProduct({ price: 33.34 }), 3));
    expect(result.current.prices).toEqual({ itemsPrice: 100.02, shippingPrice: 0, taxPrice: 15, totalPrice: 115.02 });
  });

  it('previews prices in whole cents as the server does: 3 × $1.10 has $0.50 tax, not $0.49', () => {
    const { result } = renderShopHook(useCart);
    act(() => void result.current.addToCart(aProduct({ price: 1.1 }), 3));
    expect(result.current.prices).toEqual({ itemsPrice: 3.3, shippingPrice: 10, taxPrice: 0.5, totalPrice: 13.8 });
  });

  it('re-renders a component that follows one line only when that line changes', () => {
    const store = createShopStore();
    const renders = { lamp: 0, desk: 0 };
    function LineBadge({ id }: { id: 'lamp' | 'desk' }) {
      const line = useCartLine(id);
      return (
        <Profiler id={id} onRender={() => (renders[id] += 1)}>
          <span>{line?.qty ?? 0}</span>
        </Profiler>
      );
    }
    const { result } = renderShopHook(useCartActions, store);
    render(
      <ShopStateProvider store={store}>
        <LineBadge id="lamp" />
        <LineBadge id="desk" />
      </ShopStateProvider>,
    );
    const before = { ...renders };
    act(() => void result.current.addToCart(aProduct({ _id: 'lamp', countInStock: 9 }), 1));
    act(() => void result.current.addToCart(aProduct({ _id: 'lamp', countInStock: 9 }), 1));
    expect(renders.lamp - before.lamp).toBe(2);
    expect(renders.desk - before.desk).toBe(0);
  });
});

describe('buy again', () => {
  it("puts an order's lines in the cart as ordered, for the live stock check to bring them up to date", () => {
    const { result } = renderShopHook(useCart);
    const lamp = aProduct({ _id: 'lamp', price: 45, countInStock: 1 });
    const desk = aProduct({ _id: 'desk', price: 100, countInStock: 9 });
    act(() => void result.current.addToCart(desk, 1));
    act(() =>
      result.current.addOrderAgain([
        { product: lamp, qty: 2, pricePaid: 40 },
        { product: desk, qty: 2, pricePaid: 90 },
      ]),
    );
    // The desk already in the cart keeps its price and gains the quantity; the lamp comes as ordered.
    expect(result.current.items.map(({ _id, qty, price }) => ({ _id, qty, price }))).toEqual([
      { _id: 'desk', qty: 3, price: 100 },
      { _id: 'lamp', qty: 2, price: 40 },
    ]);
    let checks = {};
    act(() => void (checks = result.current.applyLiveStock([lamp, desk])));
    expect(checks).toEqual({ lamp: { blocked: null, qtyLowered: { from: 2, to: 1 }, priceChanged: { from: 40, to: 45 } } });
    expect(result.current.items.find((line) => line._id === 'lamp')).toMatchObject({ qty: 1, price: 45 });
  });
});

describe('session', () => {
  it("loads the user's saved cart and clears address and payment method on login", () => {
    localStorage.setItem('cartItems_user00000001', JSON.stringify([{ ...aProduct({ _id: 'saved1' }), qty: 4 }]));
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSessionActions(), user: useSession() }));
    act(() => result.current.cart.saveShippingAddress({ fullName: 'A', address: 'B', city: 'C', postalCode: 'D', country: 'E' }));
    act(() => result.current.cart.savePaymentMethod('Stripe'));

    act(() => result.current.session.signIn(alice));

    expect(result.current.user).toEqual(alice);
    expect(stored('userInfo')).toEqual(alice);
    expect(result.current.cart.count).toBe(4);
    expect(result.current.cart.shippingAddress).toBeNull();
    expect(result.current.cart.paymentMethod).toBeNull();
    expect(localStorage.getItem('shippingAddress')).toBeNull();
    expect(localStorage.getItem('paymentMethod')).toBeNull();
  });

  it("merges the guest's cart into the account's at sign-in and clears the guest key", () => {
    localStorage.setItem(
      'cartItems_user00000001',
      JSON.stringify([
        { ...aProduct({ _id: 'saved-only', countInStock: 9 }), qty: 1 },
        { ...aProduct({ _id: 'both-bigger-saved', countInStock: 9 }), qty: 5 },
        { ...aProduct({ _id: 'both-bigger-guest', countInStock: 9 }), qty: 1 },
      ]),
    );
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSessionActions() }));
    act(() => void result.current.cart.addToCart(aProduct({ _id: 'guest-only', countInStock: 9 }), 2));
    act(() => void result.current.cart.addToCart(aProduct({ _id: 'both-bigger-saved', countInStock: 9 }), 2));
    act(() => void result.current.cart.addToCart(aProduct({ _id: 'both-bigger-guest', countInStock: 9 }), 3));

    act(() => result.current.session.signIn(alice));

    const lines = result.current.cart.items.map((line) => [line._id, line.qty]);
    expect(lines).toEqual([
      ['saved-only', 1],
      ['both-bigger-saved', 5],
      ['both-bigger-guest', 3],
      ['guest-only', 2],
    ]);
    expect(stored('cartItems_user00000001').map((line: { _id: string; qty: number }) => [line._id, line.qty])).toEqual(lines);
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('caps a merged line at the stock', () => {
    localStorage.setItem('cartItems_user00000001', JSON.stringify([{ ...aProduct({ _id: 'lamp', countInStock: 10 }), qty: 6 }]));
    localStorage.setItem('cartItems', JSON.stringify([{ ...aProduct({ _id: 'lamp', countInStock: 4 }), qty: 2 }]));
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSessionActions() }));
    act(() => result.current.session.signIn(alice));
    expect(result.current.cart.items.map((line) => [line._id, line.qty])).toEqual([['lamp', 4]]);
  });

  it('restores the signed-in user and their cart from storage on page load', () => {
    localStorage.setItem('userInfo', JSON.stringify(alice));
    localStorage.setItem('cartItems_user00000001', JSON.stringify([{ ...aProduct(), qty: 2 }]));
    localStorage.setItem('cartItems', JSON.stringify([{ ...aProduct(), qty: 9 }]));
    const { result } = renderShopHook(() => ({ cart: useCart(), user: useSession() }));
    expect(result.current.user?.name).toBe('Alice');
    expect(result.current.cart.count).toBe(2);
  });

  it('gives the API client the bearer token of the connected store', async () => {
    localStorage.setItem('userInfo', JSON.stringify(alice));
    const store = createShopStore();
    connectApiClientToStore(store);
    const { calls } = mockApi({ 'GET /api/orders/myorders': [200, []] });
    const { apiClient } = await import('shared-ui/api');
    await apiClient().get('api/orders/myorders').json();
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer t-alice');
  });
});

describe('sign out', () => {
  function SignOutButton() {
    const signOut = useSignOut();
    return <button onClick={() => void signOut()}>Sign Out</button>;
  }

  function renderSignedInAt(path: string) {
    localStorage.setItem('userInfo', JSON.stringify(alice));
    localStorage.setItem('paymentMethod', JSON.stringify('PayPal'));
    const store = createShopStore();
    connectApiClientToStore(store);
    const { calls } = mockApi({ 'POST /api/users/logout': [200, { message: 'Logged out' }] });
    // The shell's router, where navigations are transitions. Every render of /login is recorded, so a
    // guard that saw the cleared session on its way out (and sent the shopper to sign in) is caught
    // even when the page moves on to / afterwards.
    window.history.replaceState(null, '', path);
    const loginRenders: string[] = [];
    function SignInPage() {
      loginRenders.push(useLocation().search);
      return <h1>Sign In</h1>;
    }
    render(
      <ShopStateProvider store={store}>
        <ShopBrowserRouter>
          <SignOutButton />
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/login" element={<SignInPage />} />
            <Route path="/cart" element={<h1>Cart</h1>} />
            <Route
              path="/profile"
              element={
                <RequireSignIn>
                  <h1>Profile</h1>
                </RequireSignIn>
              }
            />
          </Routes>
        </ShopBrowserRouter>
      </ShopStateProvider>,
    );
    return { calls, store, loginRenders };
  }

  it('ends the server session, clears the session and lands on / from a signed-in page', async () => {
    const { calls, loginRenders } = renderSignedInAt('/profile');
    tapOutsideAct(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(loginRenders).toEqual([]);
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual(['POST /api/users/logout']),
    );
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer t-alice');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('paymentMethod')).toBeNull();
  });

  it('lands on / from a public page too, and keeps the saved cart for the next sign-in', async () => {
    localStorage.setItem('cartItems_user00000001', JSON.stringify([{ ...aProduct(), qty: 2 }]));
    renderSignedInAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(stored('cartItems_user00000001')).toHaveLength(1);
  });
});

describe('wishlist', () => {
  it('ignores adding a product twice, toggles and clears, saving each change', () => {
    const product = aProduct();
    const { result } = renderShopHook(() => ({
      count: useWishlistCount(),
      has: useIsInWishlist(product._id),
      ...useWishlistActions(),
    }));
    act(() => result.current.add(product));
    act(() => result.current.add(product));
    expect(result.current.count).toBe(1);
    expect(result.current.has).toBe(true);
    expect(stored('wishlistItems')[0]).toEqual(expect.objectContaining({ _id: product._id, addedAt: expect.any(Number) }));

    act(() => result.current.toggle(product));
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(product));
    act(() => result.current.clear());
    expect(stored('wishlistItems')).toEqual([]);
  });
});

describe('theme', () => {
  // What every page's head has: the theme-color meta and the palettes' CSS.
  const head: Element[] = [];
  beforeEach(() => {
    const meta = Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#ffffff' });
    const palettes = Object.assign(document.createElement('style'), { textContent: THEME_BEFORE_PAINT_CSS });
    head.push(meta, palettes);
    document.head.append(meta, palettes);
  });
  afterEach(() => {
    for (const element of head.splice(0)) element.remove();
  });

  it('follows the system preference while nothing is saved', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('dark'),
    })) as typeof window.matchMedia;
    try {
      const { result } = renderShopHook(useTheme);
      expect(result.current.isDark).toBe(true);
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0a0a0b');
    } finally {
      window.matchMedia = original;
    }
  });

  it('lets a saved choice win, and saves toggles under darkMode', () => {
    localStorage.setItem('darkMode', 'true');
    const { result } = renderShopHook(useTheme);
    expect(result.current.isDark).toBe(true);
    act(() => result.current.toggleTheme());
    expect(result.current.isDark).toBe(false);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
  });

  it('throws when used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(useTheme)).toThrow('useTheme must be used inside <ShopStateProvider>');
    expect(() => renderHook(useWishlistCount)).toThrow('useWishlistCount must be used inside <ShopStateProvider>');
  });
});

describe('recently viewed', () => {
  it('keeps ids most recent first, each once, under recentlyViewed', () => {
    const { result } = renderShopHook(useRecentlyViewed);
    act(() => result.current.addRecentlyViewed('a0000001'));
    act(() => result.current.addRecentlyViewed('b0000002'));
    act(() => result.current.addRecentlyViewed('a0000001'));
    expect(result.current.productIds).toEqual(['a0000001', 'b0000002']);
    expect(stored('recentlyViewed')).toEqual(['a0000001', 'b0000002']);
  });
});

describe('stored shipping address', () => {
  it('is used when it has all five fields', () => {
    const address = { fullName: 'A', address: 'B', city: 'C', postalCode: 'D', country: 'E' };
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    const { result } = renderShopHook(useCart);
    expect(result.current.shippingAddress).toEqual(address);
  });

  it('is ignored when a field is missing or not text', () => {
    localStorage.setItem('shippingAddress', JSON.stringify({ fullName: 'A', address: 'B', city: 7, country: 'E' }));
    const { result } = renderShopHook(useCart);
    expect(result.current.shippingAddress).toBeNull();
  });
});
