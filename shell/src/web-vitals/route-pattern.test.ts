import { createShopRoutes, shopRouteTable } from '../router';
import { slicesFromMap } from '../remotes/slices';
import { routePatternFor, routePatterns } from './route-pattern';

describe('route pattern of a page', () => {
  // Routes as the remotes map declares them (each slice's package.json), plus the shell's own pages.
  const slices = slicesFromMap({
    catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: ['/', '/category/:name', '/products'] },
    product: { entry: '/remotes/product/mf-manifest.json', routes: ['/product/:id'] },
    cart: { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart'] },
    checkout: { entry: '/remotes/checkout/mf-manifest.json', routes: ['/order/:id'] },
  });
  const patterns = routePatterns(createShopRoutes(slices));

  it.each([
    ['/', '/'],
    ['/product/665f1c2a9b1e8a0012345678', '/product/:id'],
    ['/order/665f1c2a9b1e8a0012345678', '/order/:id'],
    ['/category/electronics', '/category/:name'],
    ['/cart', '/cart'],
    ['/deals', '/deals'],
    ['/no/such/page', '*'],
  ])('reports %s as %s', (pathname, pattern) => {
    expect(routePatternFor(patterns, pathname)).toBe(pattern);
  });

  it.each(['/', '/product/665f1c2a9b1e8a0012345678', '/category/electronics', '/deals', '/no/such/page'])(
    'reports %s alike from the routes its first segment allows (what the page passes)',
    (pathname) => {
      expect(routePatternFor(routePatterns(shopRouteTable(slices)(pathname)), pathname)).toBe(
        routePatternFor(patterns, pathname),
      );
    },
  );

  it('reports every path as * when the remotes map could not be read, except the shell pages', () => {
    const withoutMap = routePatterns(createShopRoutes(null));
    expect(routePatternFor(withoutMap, '/product/665f1c2a9b1e8a0012345678')).toBe('*');
    expect(routePatternFor(withoutMap, '/about')).toBe('/about');
  });
});
