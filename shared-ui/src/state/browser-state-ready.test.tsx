import { Suspense, lazy, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type Link, type Route, type Routes } from 'react-router-dom';
import * as shopState from 'shared-ui/state';
import { aProduct, aUserInfo, serverRenderThenHydrate } from '../testing';
import type * as LocationProbeModule from '../testing/location-probe';

const { ShopStateProvider, createShopStore, useBrowserStateReady, useCartCount } = shopState;
const lamp = aProduct({ _id: 'lamp00000001', name: 'Desk Lamp' });

/**
 * The modules a page takes its hooks from, `require`d on the side rendering it: serverRenderThenHydrate
 * renders the server's side on module copies of its own.
 */
function sideModules() {
  return {
    state: require('shared-ui/state') as typeof shopState,
    router: require('react-router-dom') as { Link: typeof Link; Route: typeof Route; Routes: typeof Routes },
    LocationProbe: (require('../testing/location-probe') as typeof LocationProbeModule).LocationProbe,
  };
}

function browserStateProbe({ useBrowserStateReady, useSession, useCartCount, useIsInWishlist, useTheme }: typeof shopState) {
  return function BrowserStateProbe() {
    const ready = useBrowserStateReady();
    const user = useSession();
    return (
      <ul>
        <li>{ready ? 'known' : 'not known yet'}</li>
        <li>{user ? `Hello, ${user.name}` : 'Sign in'}</li>
        <li>Cart: {useCartCount()}</li>
        <li>{useIsInWishlist(lamp._id) ? 'Lamp wishlisted' : 'Lamp not wishlisted'}</li>
        <li>{useTheme().isDark ? 'dark' : 'light'}</li>
      </ul>
    );
  };
}

/** /profile behind RequireSignIn, /login beside it. */
function profilePage() {
  const { state, router, LocationProbe } = sideModules();
  return (
    <>
      <router.Routes>
        <router.Route
          path="/profile"
          element={
            <state.RequireSignIn pending={<p>Loading your profile</p>}>
              <h1>Profile</h1>
            </state.RequireSignIn>
          }
        />
        <router.Route path="/login" element={<h1>Sign In</h1>} />
      </router.Routes>
      <LocationProbe />
    </>
  );
}

beforeEach(() => localStorage.clear());

describe('browser state after hydration', () => {
  it('renders the defaults on the server, hydrates them and then shows what the browser stored', async () => {
    const BrowserStateProbe = () => {
      const Probe = browserStateProbe(sideModules().state);
      return <Probe />;
    };
    const { html, hydrationProblems } = await serverRenderThenHydrate(BrowserStateProbe, {
      storage: {
        userInfo: aUserInfo({ _id: 'user00000001', name: 'Alice' }),
        cartItems_user00000001: [{ ...lamp, qty: 3 }],
        wishlistItems: [{ ...lamp, addedAt: 1 }],
        darkMode: true,
      },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('not known yet');
    expect(html).toContain('Cart: <!-- -->0');
    expect(await screen.findByText('known')).toBeInTheDocument();
    expect(screen.getByText('Hello, Alice')).toBeInTheDocument();
    expect(screen.getByText('Cart: 3')).toBeInTheDocument();
    expect(screen.getByText('Lamp wishlisted')).toBeInTheDocument();
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  it('re-renders after hydration only the components whose stored value differs from the default', async () => {
    const renders = { cartBadge: 0, lampHeart: 0 };
    const page = () => {
      const { state } = sideModules();
      function CartBadge() {
        renders.cartBadge++;
        return <p>Cart: {state.useCartCount()}</p>;
      }
      function LampHeart() {
        renders.lampHeart++;
        return <p>{state.useIsInWishlist(lamp._id) ? 'Lamp wishlisted' : 'Lamp not wishlisted'}</p>;
      }
      return (
        <>
          <CartBadge />
          <LampHeart />
        </>
      );
    };
    const { hydrationProblems } = await serverRenderThenHydrate(page, { storage: { wishlistItems: [{ ...lamp, addedAt: 1 }] } });
    expect(hydrationProblems).toEqual([]);
    expect(await screen.findByText('Lamp wishlisted')).toBeInTheDocument();
    expect(screen.getByText('Cart: 0')).toBeInTheDocument();
    // Once on the server and once hydrating; the heart once more, with the stored wishlist.
    expect(renders).toEqual({ cartBadge: 2, lampHeart: 3 });
  });

  it('keeps a signed-in page on its skeleton until the session is known, then shows it', async () => {
    const { html, hydrationProblems } = await serverRenderThenHydrate(profilePage, {
      route: '/profile',
      storage: { userInfo: aUserInfo() },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('Loading your profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in once the page knows there is no session', async () => {
    const { hydrationProblems } = await serverRenderThenHydrate(profilePage, { route: '/profile' });
    expect(hydrationProblems).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('knows the browser state from the first render when there is no server markup to match', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...lamp, qty: 2 }]));
    const seen: string[] = [];
    function FirstRender() {
      seen.push(`${useBrowserStateReady()} ${useCartCount()}`);
      return null;
    }
    render(
      <ShopStateProvider store={createShopStore()}>
        <MemoryRouter>
          <FirstRender />
        </MemoryRouter>
      </ShopStateProvider>,
    );
    expect(seen[0]).toBe('true 2');
  });

  it('shows a page the shopper moves to after hydration at once, with no skeleton', async () => {
    const firstRenders: string[] = [];
    const homeAndCart = () => {
      const { state, router } = sideModules();
      function CartPage() {
        const ready = state.useBrowserStateReady();
        const count = state.useCartCount();
        if (firstRenders.length === 0) firstRenders.push(ready ? `cart of ${count}` : 'skeleton');
        return <h1>Cart</h1>;
      }
      return (
        <router.Routes>
          <router.Route path="/" element={<router.Link to="/cart">Cart</router.Link>} />
          <router.Route path="/cart" element={<CartPage />} />
        </router.Routes>
      );
    };
    const { hydrationProblems } = await serverRenderThenHydrate(homeAndCart, { storage: { cartItems: [{ ...lamp, qty: 2 }] } });
    expect(hydrationProblems).toEqual([]);
    await userEvent.click(await screen.findByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(firstRenders).toEqual(['cart of 2']);
  });

  it('hydrates a part of the page that arrives late (a lazy slice) with the defaults too', async () => {
    const BrowserStateProbe = browserStateProbe(shopState);
    const page = (slice: ReactNode) => (
      <ShopStateProvider store={createShopStore()}>
        <MemoryRouter>
          <Suspense fallback={<p>Loading the slice</p>}>{slice}</Suspense>
        </MemoryRouter>
      </ShopStateProvider>
    );
    // The server had the slice at hand; the browser loads its chunk only after the page hydrated.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<BrowserStateProbe />));
    document.body.append(container);
    localStorage.setItem('cartItems', JSON.stringify([{ ...lamp, qty: 4 }]));
    const LateSlice = lazy(
      () =>
        new Promise<{ default: typeof BrowserStateProbe }>((resolve) =>
          setTimeout(() => resolve({ default: BrowserStateProbe }), 30),
        ),
    );
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(<LateSlice />), { onRecoverableError: (error) => problems.push(error) });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(await screen.findByText('Cart: 4')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
