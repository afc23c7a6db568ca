import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ShopStateProvider, type ShopStore } from 'shared-ui/state';
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
      {/* Location changes are plain state updates, not transitions: sign-out (shared-ui/state)
          leaves a signed-in page before the session is cleared, so its guard never sees both. */}
      <BrowserRouter useTransitions={false}>
        <ShopRoutes slices={slices} />
      </BrowserRouter>
    </ShopFrame>
  );
}
