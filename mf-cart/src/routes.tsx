import type { SliceRoute } from 'shared-ui/types';
import { CartPage } from './features/cart/components/cart-page';
import { WishlistPage } from './features/wishlist/components/wishlist-page';

export const routes: SliceRoute[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/wishlist', element: <WishlistPage /> },
];
