import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findRouteClashes, validateRemotesMap } from './remotes-map.mjs';

const cart = { entry: '/releases/mf-cart/1.0.0-abc1234/mf-manifest.json', routes: ['/cart', '/wishlist'], label: 'cart' };
const catalog = { entry: 'https://cdn.example.com/mf-catalog/mf-manifest.json', routes: ['/', '/category/:name'] };

describe('remotes map validation', () => {
  it('accepts slices with an entry, their routes, a label and the release that is live', () => {
    const release = { id: '1.0.0-abc1234', version: '1.0.0', commit: 'abc1234', builtAt: 'a', liveSince: 'b' };
    assert.deepEqual(validateRemotesMap({ cart: { ...cart, release }, catalog }), []);
  });

  it('rejects a map that is not an object of slices', () => {
    assert.equal(validateRemotesMap([cart]).length, 1);
    assert.match(validateRemotesMap(null)[0], /JSON object of slice name/);
  });

  it('names the slice and the field of each problem', () => {
    const problems = validateRemotesMap({
      cart: { entry: 'ftp://example.com/x.json', routes: [] },
      product: { entry: '/remotes/product/mf-manifest.json', routes: ['product/:id'], colour: 'red' },
      Checkout: 'https://cdn.example.com/mf-checkout/mf-manifest.json',
    });
    assert.deepEqual(problems, [
      'cart: "entry" must be an http(s) URL or a path starting with /, not "ftp://example.com/x.json"',
      'cart: "routes" must be a non-empty list of route patterns',
      'product: route "product/:id" must be a path pattern starting with /',
      'product: unknown field "colour"',
      'slice name "Checkout" must be lower-case letters, digits and -',
      'Checkout: must be an object { entry, routes, label }',
    ]);
  });

  it('refuses routes the server or the shell answers itself', () => {
    const problems = validateRemotesMap({ cart: { ...cart, routes: ['/api/cart', '/__slices'] } });
    assert.deepEqual(problems, [
      'cart: route /api/cart is under /api, which the server or the shell owns',
      'cart: route /__slices is under /__slices, which the server or the shell owns',
    ]);
  });

  it('requires every field of a live release', () => {
    const problems = validateRemotesMap({ cart: { ...cart, release: { id: '1.0.0-abc1234' } } });
    assert.deepEqual(problems, [
      'cart: "release.version" must be a non-empty string',
      'cart: "release.commit" must be a non-empty string',
      'cart: "release.builtAt" must be a non-empty string',
      'cart: "release.liveSince" must be a non-empty string',
    ]);
  });

  it("checks a slice's first-view hints: its own routes, API reads and image paths", () => {
    const firstView = { '/': { data: ['/api/products?page=1'], images: ['/api/images/summer-sale.svg'] } };
    assert.deepEqual(validateRemotesMap({ catalog: { ...catalog, firstView } }), []);
    const problems = validateRemotesMap({
      catalog: { ...catalog, firstView: { '/cart': { data: ['https://evil.example.com/x'] }, '/': { images: [3], extra: 1 } } },
    });
    assert.deepEqual(problems, [
      'catalog: "firstView" names /cart, which is not one of its routes',
      'catalog: "firstView./cart.data" must be a list of paths starting with /api/',
      'catalog: "firstView./.images" must be a list of image paths',
      'catalog: "firstView./" has an unknown field "extra"',
    ]);
  });

  it("accepts a first view's server render module only as a .cjs file of the slice's own build", () => {
    const render = (value) => ({ catalog: { ...catalog, firstView: { '/': { render: value } } } });
    assert.deepEqual(validateRemotesMap(render('first-view-product.cjs')), []);
    for (const outside of ['../shell/evil.cjs', '/tmp/evil.cjs', 'render.js', 7]) {
      assert.deepEqual(validateRemotesMap(render(outside)), [
        'catalog: "firstView./.render" must be the name of a .cjs file in the slice\'s build',
      ]);
    }
  });

  it("accepts a first view's prerendered markup only as a .json file of the slice's own build", () => {
    const markup = (value) => ({ catalog: { ...catalog, firstView: { '/': { markup: value } } } });
    assert.deepEqual(validateRemotesMap(markup('first-view-home.json')), []);
    for (const outside of ['../shell/first-view-chrome.json', '/etc/passwd.json', 'home.html', 7]) {
      assert.deepEqual(validateRemotesMap(markup(outside)), [
        'catalog: "firstView./.markup" must be the name of a .json file in the slice\'s build',
      ]);
    }
  });

  it('accepts the default map the repository ships (every dist build with its routes)', async () => {
    const { default: shipped } = await import('../../api/config/remotes.json', { with: { type: 'json' } });
    assert.deepEqual(validateRemotesMap(shipped), []);
  });
});

describe('route clash', () => {
  it('refuses two slices that claim the same route', () => {
    assert.deepEqual(findRouteClashes({ cart, wishlist: { entry: '/x/mf-manifest.json', routes: ['/wishlist'] } }), [
      'route /wishlist of wishlist clashes with /wishlist of cart',
    ]);
  });

  it('treats routes that differ only in parameter names or a trailing slash as the same route', () => {
    const map = {
      product: { entry: '/a/mf-manifest.json', routes: ['/product/:id'] },
      reviews: { entry: '/b/mf-manifest.json', routes: ['/product/:slug/', '/reviews'] },
    };
    assert.deepEqual(findRouteClashes(map), ['route /product/:slug/ of reviews clashes with /product/:id of product']);
  });

  it('lets different slices own different routes', () => {
    assert.deepEqual(findRouteClashes({ cart, catalog }), []);
  });

  it('is part of the map validation', () => {
    const problems = validateRemotesMap({ cart, basket: { entry: '/b/mf-manifest.json', routes: ['/cart'] } });
    assert.deepEqual(problems, ['route /cart of basket clashes with /cart of cart']);
  });
});
