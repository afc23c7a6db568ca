import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ShopStateProvider } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import type { Slice } from './remotes/slices';
import { createShopRouter } from './router';

/** @param slices the route table read from /remotes.json at start-up (null: it could not be read) */
export function App({ slices }: { slices: Slice[] | null }) {
  const [router] = useState(() => createShopRouter(slices));
  return (
    <ShopStateProvider>
      <ShopThemeProvider>
        <RouterProvider router={router} />
      </ShopThemeProvider>
    </ShopStateProvider>
  );
}
