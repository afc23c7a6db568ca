import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ShopStateProvider, type ShopStore } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';

export interface ShopProvidersProps {
  /** the shop's one store, as the shell provides it */
  store: ShopStore;
  /** the in-memory router's starting URL */
  route?: string;
  children: ReactNode;
}

/** What the shell renders every page inside (its ShopFrame), with an in-memory router: every test helper's wrapper. */
export function ShopProviders({ store, route = '/', children }: ShopProvidersProps) {
  return (
    <ShopStateProvider store={store}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>
  );
}
