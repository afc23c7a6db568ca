import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRouteClashes, remotesMapProblems } from './remotes-map';
import { defaultRemotesMap, devServersRemotesMap, type SlicePackage } from './slice-remotes-maps';
import { SLICES, type Slice } from './slices';

const cart = { entry: '/releases/mf-cart/1.0.0-abc1234/mf-manifest.json', routes: ['/cart', '/wishlist'], label: 'cart' };
const catalog = { entry: 'https://cdn.example.com/mf-catalog/mf-manifest.json', routes: ['/', '/category/:name'] };
const release = { id: '1.0.0-abc1234', version: '1.0.0', commit: 'abc1234', builtAt: 'a', liveSince: 'b' };
const withCart = (changes: Record<string, unknown>) => ({ cart: { ...cart, ...changes } });
const withFirstView = (hints: unknown) => ({ catalog: { ...catalog, firstView: { '/': hints } } });
const readSlicePackage = (slice: Slice): SlicePackage =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', slice.package, 'package.json'), 'utf8')) as SlicePackage;

/**
 * Every map the three checks this schema replaced refused: the API's `checkRemote`, the release
 * tools' `validateRemotesMap` (scripts/releases/remotes-map.mjs) and the inline JSON schema of
 * /remotes.json in api/src/site/site-plugin.ts.
 */
const refusedMaps: [string, unknown][] = [
  ['a list instead of an object', [cart]],
  ['null', null],
  ['a string', '{"cart": {}}'],
  ['a number', 42],
  ['a slice that is a string', { cart: 'https://cdn.example.com/mf-cart/mf-manifest.json' }],
  ['a slice that is null', { cart: null }],
  ['a slice that is a list', { cart: [cart] }],
  ['a slice name with capitals', { Cart: cart }],
  ['a slice name starting with a digit', { '1cart': cart }],
  ['a slice name with an underscore', { my_cart: cart }],
  ['an empty slice name', { '': cart }],
  ['no entry', { cart: { routes: ['/cart'] } }],
  ['an entry that is not a string', withCart({ entry: 5 })],
  ['an empty entry', withCart({ entry: '' })],
  ['an entry of another protocol', withCart({ entry: 'ftp://example.com/mf-manifest.json' })],
  ['a javascript: entry', withCart({ entry: 'javascript:alert(1)' })],
  ['a protocol-relative entry', withCart({ entry: '//cdn.example.com/mf-manifest.json' })],
  ['a relative entry', withCart({ entry: 'remotes/cart/mf-manifest.json' })],
  ['an entry URL without a host', withCart({ entry: 'https://' })],
  ['no routes', { cart: { entry: cart.entry } }],
  ['routes that are not a list', withCart({ routes: '/cart' })],
  ['an empty list of routes', withCart({ routes: [] })],
  ['a route that is not a string', withCart({ routes: [5] })],
  ['a route not starting with /', withCart({ routes: ['cart'] })],
  ['a route listed twice', withCart({ routes: ['/cart', '/cart'] })],
  ...[
    '/api',
    '/api/cart',
    '/images/hero.svg',
    '/remotes',
    '/remotes/cart',
    '/releases/x',
    '/remotes.json',
    '/__slices',
    '/__preview/exit',
  ].map((route): [string, unknown] => [`the reserved route ${route}`, withCart({ routes: [route] })]),
  ['an empty label', withCart({ label: '' })],
  ['a label that is not a string', withCart({ label: 5 })],
  ['an unknown field', withCart({ colour: 'red' })],
  ['a release that is not an object', withCart({ release: '1.0.0' })],
  ['a release without its id', withCart({ release: { ...release, id: undefined } })],
  ['a release with an empty commit', withCart({ release: { ...release, commit: '' } })],
  ['a release whose liveSince is not a string', withCart({ release: { ...release, liveSince: 5 } })],
  ['a firstView that is not an object', { catalog: { ...catalog, firstView: 'home' } }],
  ['a firstView that is a list', { catalog: { ...catalog, firstView: [] } }],
  ['first-view hints for a route the slice does not own', { catalog: { ...catalog, firstView: { '/cart': {} } } }],
  ['first-view hints that are not an object', withFirstView('x')],
  ['first-view data that is not a list', withFirstView({ data: '/api/products' })],
  ['first-view data outside /api/', withFirstView({ data: ['https://evil.example.com/x'] })],
  ['first-view images that are not a list', withFirstView({ images: '/a.svg' })],
  ['a first-view image that is not a string', withFirstView({ images: [3] })],
  ['an empty first-view image', withFirstView({ images: [''] })],
  ['first-view markup in another folder', withFirstView({ markup: '../shell/first-view-chrome.json' })],
  ['first-view markup at an absolute path', withFirstView({ markup: '/etc/passwd.json' })],
  ['first-view markup that is not .json', withFirstView({ markup: 'home.html' })],
  ['first-view markup that is not a string', withFirstView({ markup: 7 })],
  ['a first-view render module in another folder', withFirstView({ render: '../shell/evil.cjs' })],
  ['a first-view render module that is not .cjs', withFirstView({ render: 'render.js' })],
  ['a first-view hint with an unknown field', withFirstView({ extra: 1 })],
  ['two slices claiming one route', { cart, basket: { entry: '/b/mf-manifest.json', routes: ['/cart'] } }],
  [
    'two slices claiming one route under different parameter names',
    {
      product: { entry: '/a/mf-manifest.json', routes: ['/product/:id'] },
      reviews: { entry: '/b/mf-manifest.json', routes: ['/product/:slug/'] },
    },
  ],
];

describe('the remotes map schema', () => {
  it.each(refusedMaps)('refuses %s', (_case, map) => {
    expect(remotesMapProblems(map)).not.toEqual([]);
  });

  it.each([
    ['the default map of this checkout (every dist build with its routes)', defaultRemotesMap(SLICES, readSlicePackage)],
    ["the shell's dev map", devServersRemotesMap(SLICES, readSlicePackage)],
    ['slices with an entry, their routes, a label and the release that is live', { cart: { ...cart, release }, catalog }],
    [
      "an older map's first-view hints (retired, still valid): its own routes, API reads, images, build files",
      withFirstView({
        data: ['/api/products?page=1'],
        images: ['/api/images/summer-sale.svg', 'https://cdn.example.com/a.png'],
        markup: 'first-view-home.json',
        render: 'first-view-product.cjs',
      }),
    ],
    [
      'an http entry and routes that only start like a reserved path',
      withCart({ entry: 'http://localhost:3003/mf-manifest.json', routes: ['/apis', '/imagery'] }),
    ],
    ['an empty map', {}],
  ])('accepts %s', (_case, map) => {
    expect(remotesMapProblems(map)).toEqual([]);
  });

  it('says the map must be an object of slices', () => {
    expect(remotesMapProblems(null)).toEqual(['the remotes map must be a JSON object of slice name -> { entry, routes, label }']);
    expect(remotesMapProblems([cart])).toHaveLength(1);
  });

  it('names the slice and the field of each problem, in the order of the map', () => {
    const problems = remotesMapProblems({
      cart: { entry: 'ftp://example.com/x.json', routes: [] },
      product: { entry: '/remotes/product/mf-manifest.json', routes: ['product/:id'], colour: 'red' },
      Checkout: 'https://cdn.example.com/mf-checkout/mf-manifest.json',
    });
    expect(problems).toEqual([
      'cart: "entry" must be an http(s) URL or a path starting with /, not "ftp://example.com/x.json"',
      'cart: "routes" must be a non-empty list of route patterns',
      'product: route "product/:id" must be a path pattern starting with /',
      'product: unknown field "colour"',
      'slice name "Checkout" must be lower-case letters, digits and -',
      'Checkout: must be an object { entry, routes, label }',
    ]);
  });

  it('names a missing field', () => {
    expect(remotesMapProblems({ cart: { entry: cart.entry } })).toEqual([
      'cart: "routes" must be a non-empty list of route patterns',
    ]);
  });

  it('refuses routes the server or the shell answers itself, and a route listed twice', () => {
    expect(remotesMapProblems(withCart({ routes: ['/api/cart', '/__slices', '/cart', '/cart'] }))).toEqual([
      'cart: route /api/cart is under /api, which the server or the shell owns',
      'cart: route /__slices is under /__slices, which the server or the shell owns',
      'cart: route /cart is listed twice',
    ]);
  });

  it('requires every field of a live release', () => {
    expect(remotesMapProblems(withCart({ release: { id: '1.0.0-abc1234' } }))).toEqual([
      'cart: "release.version" must be a non-empty string',
      'cart: "release.commit" must be a non-empty string',
      'cart: "release.builtAt" must be a non-empty string',
      'cart: "release.liveSince" must be a non-empty string',
    ]);
  });

  it("checks a slice's first-view hints: its own routes, API reads and image paths", () => {
    const problems = remotesMapProblems({
      catalog: { ...catalog, firstView: { '/cart': { data: ['https://evil.example.com/x'] }, '/': { images: [3], extra: 1 } } },
    });
    expect(problems).toEqual([
      'catalog: "firstView" names /cart, which is not one of its routes',
      'catalog: "firstView./cart.data" must be a list of paths starting with /api/',
      'catalog: "firstView./.images" must be a list of image paths',
      'catalog: "firstView./" has an unknown field "extra"',
    ]);
  });

  it("accepts a first view's markup and render module only as files of the slice's own build", () => {
    expect(remotesMapProblems(withFirstView({ render: '../shell/evil.cjs' }))).toEqual([
      'catalog: "firstView./.render" must be the name of a .cjs file in the slice\'s build, not "../shell/evil.cjs"',
    ]);
    expect(remotesMapProblems(withFirstView({ markup: 7 }))).toEqual([
      'catalog: "firstView./.markup" must be the name of a .json file in the slice\'s build',
    ]);
  });
});

describe('route clash', () => {
  it('refuses two slices that claim the same route, as part of the map check', () => {
    const map = { cart, wishlist: { entry: '/x/mf-manifest.json', routes: ['/wishlist'] } };
    expect(findRouteClashes(map)).toEqual(['route /wishlist of wishlist clashes with /wishlist of cart']);
    expect(remotesMapProblems(map)).toEqual(['route /wishlist of wishlist clashes with /wishlist of cart']);
  });

  it('treats routes that differ only in parameter names or a trailing slash as the same route', () => {
    const map = {
      product: { entry: '/a/mf-manifest.json', routes: ['/product/:id'] },
      reviews: { entry: '/b/mf-manifest.json', routes: ['/product/:slug/', '/reviews'] },
    };
    expect(findRouteClashes(map)).toEqual(['route /product/:slug/ of reviews clashes with /product/:id of product']);
  });

  it('lets different slices own different routes', () => {
    expect(findRouteClashes({ cart, catalog })).toEqual([]);
  });
});
