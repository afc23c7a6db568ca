import type { ReactNode } from 'react';
import { ShopBrowserRouter, ShopStateProvider, type ShopStore } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import type { Slice } from './remotes/slices';
import { ShopRoutes } from './router';

/** What every page is rendered inside, on the server and in the browser alike. */
export function ShopFrame({ store, children }: { store?: ShopStore; children: ReactNode }) {
  return (
    <ShopStateProvider store={store}>
      <ShopThemeProvider>{children}</ShopThemeProvider>
    </ShopStateProvider>
  );
}

/** @param slices the route table read from the remotes map at start-up (null: it could not be read) */
export function App({ slices }: { slices: Slice[] | null }) {
  return (
    <ShopFrame>
      <ShopBrowserRouter>
        <ShopRoutes slices={slices} />
      </ShopBrowserRouter>
    </ShopFrame>
  );
}
