import { RouterProvider } from 'react-router-dom';
import { ShopStateProvider } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import { createShopRouter } from './router';

const router = createShopRouter();

export function App() {
  return (
    <ShopStateProvider>
      <ShopThemeProvider>
        <RouterProvider router={router} />
      </ShopThemeProvider>
    </ShopStateProvider>
  );
}
