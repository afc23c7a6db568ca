import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeCandidates } from './route-candidates';
import { createShopRoutes } from './router';

// The slices' routes as the live map declares them (shared-ui/src/contract/slices.json), plus dynamic ones.
const slices = [
  { remote: 'catalog', label: 'catalogue', paths: ['/', '/products', '/classic', '/category/:name', '/search'] },
  { remote: 'product', label: 'product page', paths: ['/product/:id'] },
  { remote: 'cart', label: 'cart', paths: ['/cart', '/wishlist'] },
  { remote: 'account', label: 'account area', paths: ['/login', '/register', '/profile', '/myorders'] },
  { remote: 'checkout', label: 'checkout', paths: ['/shipping', '/payment', '/placeorder', '/order/:id'] },
  { remote: 'admin', label: 'back office', paths: ['/admin', '/admin/orders', '/admin/orders/:id', '/admin/products/new'] },
];

const matched = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.path);

describe('routeCandidates', () => {
  const routes = createShopRoutes(slices);
  const candidatesFor = routeCandidates(routes);

  it.each([
    '/',
    '/profile',
    '/PROFILE',
    '/profile/',
    '/pro%66ile',
    '//profile',
    '/product/abc',
    '/product',
    '/category/electronics',
    '/admin/orders/42',
    '/admin/products/new',
    '/deals',
    '/about',
    '/shipping-info',
    '/no-such-page',
    '/:id',
  ])('matches %s as the whole table does', (pathname) => {
    expect(matched(candidatesFor(pathname), pathname)).toEqual(matched(routes, pathname));
  });

  it('matches a pathname that does not decode as the whole table does', () => {
    // React Router warns and matches the raw pathname.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(matched(candidatesFor('/%E0%A4%A'), '/%E0%A4%A')).toEqual(matched(routes, '/%E0%A4%A'));
    warn.mockRestore();
  });

  it('hands the router a handful of routes, the same list for the same section', () => {
    const all = routes[0]!.children!.length;
    const forProfile = candidatesFor('/profile');
    expect(forProfile[0]!.children!.map((route) => route.path)).toEqual(['/profile', '*']);
    expect(candidatesFor('/Profile')).toBe(forProfile);
    expect(candidatesFor('/admin/orders/7')[0]!.children!.length).toBeLessThan(all / 4);
    expect(candidatesFor('/no-such-page')).toBe(candidatesFor('/another-unknown-page'));
  });

  it('keeps a layout at "/" for every pathname, as its children may match', () => {
    const nested: RouteObject[] = [{ path: '/', children: [{ index: true }, { path: 'deals' }, { path: '/about' }] }];
    for (const pathname of ['/', '/deals', '/about', '/elsewhere'])
      expect(matched(routeCandidates(nested)(pathname), pathname)).toEqual(matched(nested, pathname));
    expect(matched(routeCandidates(nested)('/deals'), '/deals')).toEqual(['/', 'deals']);
  });

  it('keeps the layout route itself, so the page keeps its frame', () => {
    expect(candidatesFor('/profile')[0]!.element).toBe(routes[0]!.element);
  });
});
