import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  ShopStateProvider,
  createShopStore,
  useCart,
  useRecentlyViewed,
  useSession,
  useTheme,
  useWishlist,
} from 'shared-ui/state';
import { aProduct } from '../testing/builders';

const alice = {
  _id: 'user00000001',
  name: 'Alice',
  email: 'alice@example.com',
  token: 't-alice',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderShopHook<T>(hook: () => T) {
  const store = createShopStore();
  const wrapper = ({ children }: { children: ReactNode }) => <ShopStateProvider store={store}>{children}</ShopStateProvider>;
  return renderHook(hook, { wrapper });
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('cart', () => {
  it('replaces a line with the same _id instead of duplicating it', () => {
    const { result } = renderShopHook(useCart);
    const product = aProduct({ price: 10 });
    act(() => result.current.addToCart({ ...product, qty: 1 }));
    act(() => result.current.addToCart({ ...product, qty: 3 }));
    expect(result.current.cartItems).toHaveLength(1);
    expect(result.current.count).toBe(3);
  });

  it('is stored under the guest key when signed out and under cartItems_{userId} when signed in', () => {
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSession() }));
    act(() => result.current.cart.addToCart({ ...aProduct({ _id: 'guestproduct1' }), qty: 1 }));
    expect(stored('cartItems')).toHaveLength(1);

    act(() => result.current.session.signIn(alice));
    act(() => result.current.cart.addToCart({ ...aProduct({ _id: 'aliceproduct' }), qty: 2 }));
    expect(stored('cartItems_user00000001')).toEqual([expect.objectContaining({ _id: 'aliceproduct', qty: 2 })]);
  });

  it('computes display prices with free shipping over $100 and 15% tax', () => {
    const { result } = renderShopHook(useCart);
    act(() => result.current.addToCart({ ...aProduct({ price: 33.34 }), qty: 3 }));
    expect(result.current.prices).toEqual({ itemsPrice: 100.02, shippingPrice: 0, taxPrice: 15, totalPrice: 115.02 });
  });

  it('previews prices in whole cents as the server does: 3 × $1.10 has $0.50 tax, not $0.49', () => {
    const { result } = renderShopHook(useCart);
    act(() => result.current.addToCart({ ...aProduct({ price: 1.1 }), qty: 3 }));
    expect(result.current.prices).toEqual({ itemsPrice: 3.3, shippingPrice: 10, taxPrice: 0.5, totalPrice: 13.8 });
  });
});

describe('session', () => {
  it("loads the user's saved cart and clears address and payment method on login", () => {
    localStorage.setItem('cartItems_user00000001', JSON.stringify([{ ...aProduct({ _id: 'saved1' }), qty: 4 }]));
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSession() }));
    act(() => result.current.cart.saveShippingAddress({ fullName: 'A', address: 'B', city: 'C', postalCode: 'D', country: 'E' }));
    act(() => result.current.cart.savePaymentMethod('Stripe'));

    act(() => result.current.session.signIn(alice));

    expect(result.current.session.userInfo).toEqual(alice);
    expect(stored('userInfo')).toEqual(alice);
    expect(result.current.cart.count).toBe(4);
    expect(result.current.cart.shippingAddress).toBeNull();
    expect(result.current.cart.paymentMethod).toBeNull();
    expect(localStorage.getItem('shippingAddress')).toBeNull();
    expect(localStorage.getItem('paymentMethod')).toBeNull();
  });

  it('clears the user, the in-memory cart, the address and the method on logout but keeps the saved cart', () => {
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSession() }));
    act(() => result.current.session.signIn(alice));
    act(() => result.current.cart.addToCart({ ...aProduct(), qty: 1 }));
    act(() => result.current.cart.savePaymentMethod('PayPal'));

    act(() => result.current.session.signOut());

    expect(result.current.session.userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(result.current.cart.cartItems).toEqual([]);
    expect(result.current.cart.paymentMethod).toBeNull();
    expect(stored('cartItems_user00000001')).toHaveLength(1);
  });

  it('restores the signed-in user and their cart from storage on page load', () => {
    localStorage.setItem('userInfo', JSON.stringify(alice));
    localStorage.setItem('cartItems_user00000001', JSON.stringify([{ ...aProduct(), qty: 2 }]));
    localStorage.setItem('cartItems', JSON.stringify([{ ...aProduct(), qty: 9 }]));
    const { result } = renderShopHook(() => ({ cart: useCart(), session: useSession() }));
    expect(result.current.session.userInfo?.name).toBe('Alice');
    expect(result.current.cart.count).toBe(2);
  });
});

describe('wishlist', () => {
  it('ignores adding a product twice, toggles and clears, saving each change', () => {
    const { result } = renderShopHook(useWishlist);
    const product = aProduct();
    act(() => result.current.add(product));
    act(() => result.current.add(product));
    expect(result.current.count).toBe(1);
    expect(result.current.isInWishlist(product._id)).toBe(true);
    expect(stored('wishlistItems')[0]).toEqual(expect.objectContaining({ _id: product._id, addedAt: expect.any(Number) }));

    act(() => result.current.toggle(product));
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(product));
    act(() => result.current.clear());
    expect(stored('wishlistItems')).toEqual([]);
  });
});

describe('theme', () => {
  it('follows the system preference while nothing is saved', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('dark'),
    })) as typeof window.matchMedia;
    try {
      const { result } = renderShopHook(useTheme);
      expect(result.current.isDark).toBe(true);
      expect(document.documentElement.classList.contains('dark')).toBe(true);
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
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
  });

  it('throws when used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(useTheme)).toThrow('useTheme must be used inside <ShopStateProvider>');
    expect(() => renderHook(useWishlist)).toThrow('useWishlist must be used inside <ShopStateProvider>');
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
