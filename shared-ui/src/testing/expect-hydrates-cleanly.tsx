import type { ReactElement, ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ShopStateProvider, connectApiClientToStore, createShopStore, type ShopStore } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';

export interface HydrationCheckOptions {
  /** The browser storage the shopper has (key → value, written as JSON), e.g. `{ cartItems: [...] }`. */
  storage?: Record<string, unknown>;
  /** The router's URL. */
  route?: string;
}

function ShopPage({ children, store, route }: { children: ReactNode; store: ShopStore; route: string }) {
  return (
    <ShopStateProvider store={store}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>
  );
}

/**
 * Renders `ui` as the server does (react-dom/server, no browser storage), puts the markup in the
 * document, writes `storage` into localStorage and hydrates it as the browser does, then expects no
 * hydration mismatch: no recoverable error and nothing on console.error. Answers the server's markup
 * and the container; the caller then expects the browser state to show (`await screen.findBy…`).
 */
export async function expectHydratesCleanly(ui: ReactElement, { storage = {}, route = '/' }: HydrationCheckOptions = {}) {
  localStorage.clear();
  const serverHtml = renderToString(
    <ShopPage store={createShopStore()} route={route}>
      {ui}
    </ShopPage>,
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);

  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, JSON.stringify(value));
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args));
  const store = createShopStore();
  connectApiClientToStore(store);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <ShopPage store={store} route={route}>
          {ui}
        </ShopPage>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  expect(problems).toEqual([]);
  return {
    serverHtml,
    container,
    store,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
