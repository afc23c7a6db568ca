import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShopStateProvider, connectApiClientToStore, createShopStore, type ShopStore } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import { resetInitialAnswers } from '../api/initial-answers';

export interface RenderWithShopOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL for the in-memory router. */
  route?: string;
  /** A store to share between renders; a fresh one is made from localStorage otherwise. */
  store?: ShopStore;
}

/** Renders a slice's component the way the shell would: one store, the theme, a router. */
export function renderWithShop(
  ui: ReactElement,
  { route = '/', store = createShopStore(), ...options }: RenderWithShopOptions = {},
) {
  connectApiClientToStore(store);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ShopStateProvider store={store}>
        <ShopThemeProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ShopThemeProvider>
      </ShopStateProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Answers fetch calls from a table of `METHOD path` -> [status, body], and records them. */
export function mockFetch(routes: Record<string, [number, unknown] | ((request: Request) => [number, unknown])>) {
  const calls: Request[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const route = routes[key] ?? routes[`${request.method} ${url.pathname}${url.search}`];
    if (!route)
      return new Response(JSON.stringify({ message: `No mock for ${key}` }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const [status, body] = typeof route === 'function' ? route(request) : route;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}

/**
 * Puts answers in the page as the server inlines them (api/src/site/first-view.ts: the
 * #shop-initial-data block, keyed by path), for the next reads to find.
 */
export function inlineInitialAnswers(answers: Record<string, unknown>): void {
  resetInitialAnswers();
  document.getElementById('shop-initial-data')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'shop-initial-data';
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
}

export { aProduct, aProductDetail } from './builders';
export { LocationProbe } from './location-probe';
export { signIn, signedInUser } from './users';
