/**
 * Route ownership: which remote renders which paths. The shell loads a remote only when one of
 * its paths is visited, so this table is what keeps the home page free of checkout code.
 */
export interface Slice {
  remote: 'catalog' | 'product' | 'cart' | 'account' | 'checkout';
  /** Used in the message shown when the remote cannot load. */
  label: string;
  paths: string[];
}

export const SLICES: Slice[] = [
  { remote: 'catalog', label: 'catalogue', paths: ['/', '/classic', '/category/:name', '/search'] },
  { remote: 'product', label: 'product page', paths: ['/product/:id'] },
  { remote: 'cart', label: 'cart', paths: ['/cart', '/wishlist'] },
  { remote: 'account', label: 'account area', paths: ['/login', '/register', '/profile', '/myorders'] },
  { remote: 'checkout', label: 'checkout', paths: ['/shipping', '/payment', '/placeorder', '/order/:id'] },
];
