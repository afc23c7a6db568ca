import { remotesMapProblems } from './remotes-map';
import { defaultRemotesMap, devServersRemotesMap, type SlicePackage } from './slice-remotes-maps';
import type { Slice } from './slices';

const cart: Slice = { name: 'cart', package: 'mf-cart', devPort: 3003, label: 'cart' };
const admin: Slice = { name: 'admin', package: 'mf-admin', devPort: 3006, label: 'back office' };
const firstView = { '/admin': { data: ['/api/orders'] } };
const packages: Record<string, SlicePackage> = {
  'mf-cart': { shophub: { routes: ['/cart', '/wishlist'] } },
  'mf-admin': { shophub: { routes: ['/admin', '/admin/orders/:id'], firstView } },
};
const readPackage = (slice: Slice) => packages[slice.package]!;

describe('the remotes maps derived from the slice registry', () => {
  it('list every slice, in registry order, at its dist/ build with its routes, label and first-view hints', () => {
    const map = defaultRemotesMap([cart, admin], readPackage);
    expect(map).toEqual({
      cart: { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart', '/wishlist'], label: 'cart' },
      admin: {
        entry: '/remotes/admin/mf-manifest.json',
        routes: ['/admin', '/admin/orders/:id'],
        label: 'back office',
        firstView,
      },
    });
    expect(Object.keys(map)).toEqual(['cart', 'admin']);
    expect(remotesMapProblems(map)).toEqual([]);
  });

  it("point the dev map at each slice's dev server, without first-view hints", () => {
    expect(devServersRemotesMap([admin], readPackage)).toEqual({
      admin: { entry: 'http://localhost:3006/mf-manifest.json', routes: ['/admin', '/admin/orders/:id'], label: 'back office' },
    });
  });

  it('leave a slice that declares no routes for the schema to name', () => {
    const map = defaultRemotesMap([admin], () => ({ name: 'mf-admin' }) as SlicePackage);
    expect(remotesMapProblems(map)).toEqual(['admin: "routes" must be a non-empty list of route patterns']);
  });
});
