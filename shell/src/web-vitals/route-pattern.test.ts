import { createShopRoutes } from '../router';
import { routePatternFor, routePatterns } from './route-pattern';

describe('route pattern of a page', () => {
  const patterns = routePatterns(createShopRoutes());

  it.each([
    ['/', '/'],
    ['/product/665f1c2a9b1e8a0012345678', '/product/:id'],
    ['/order/665f1c2a9b1e8a0012345678', '/order/:id'],
    ['/category/electronics', '/category/:name'],
    ['/cart', '/cart'],
    ['/no/such/page', '*'],
  ])('reports %s as %s', (pathname, pattern) => {
    expect(routePatternFor(patterns, pathname)).toBe(pattern);
  });
});
