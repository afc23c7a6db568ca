import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const {
  devApiPort,
  devOrigins,
  devPortBase,
  devRemotesMap,
  devServersAt,
  parsePortBase,
} = require('../shared-ui/build/dev-ports.cjs');

const portOf = (servers, pkg) => servers.find((server) => server.pkg === pkg).port;

describe('dev port base', () => {
  it('puts the shell on the base, the remotes on base+1..+6 and the API on base+1000', () => {
    const servers = devServersAt(3400);
    assert.deepEqual(Object.fromEntries(servers.map(({ pkg, port }) => [pkg, port])), {
      api: 4400,
      shell: 3400,
      'mf-catalog': 3401,
      'mf-product': 3402,
      'mf-cart': 3403,
      'mf-account': 3404,
      'mf-checkout': 3405,
      'mf-admin': 3406,
    });
  });

  it('keeps the documented ports at the default base 3000', () => {
    const servers = devServersAt(devPortBase({}));
    assert.equal(portOf(servers, 'shell'), 3000);
    assert.equal(portOf(servers, 'mf-checkout'), 3005);
    assert.equal(portOf(servers, 'api'), 4000);
  });

  it("gives the webpack dev servers' API proxy the same API port as the dev script", () => {
    assert.equal(devApiPort(3400), portOf(devServersAt(3400), 'api'));
  });

  it('reads the base its children get from SHOP_DEV_PORT_BASE', () => {
    assert.equal(devPortBase({ SHOP_DEV_PORT_BASE: '5200' }), 5200);
  });

  it('refuses a base that is not a whole number or leaves no room for the API port', () => {
    for (const bad of ['abc', '3000.5', '-1', '80', '65000', ' ']) {
      assert.throws(() => parsePortBase(bad, 'PORT'), /PORT=.* is not a usable port base/);
    }
  });

  it('lets the API accept the shell and every standalone remote page on both loopback names', () => {
    const origins = devOrigins(3400);
    assert.equal(origins.length, 14);
    for (const origin of [
      'http://localhost:3400',
      'http://127.0.0.1:3400',
      'http://localhost:3405',
      'http://127.0.0.1:3403',
      'http://localhost:3406',
    ]) {
      assert.ok(origins.includes(origin), origin);
    }
    assert.ok(!origins.some((origin) => origin.endsWith(':4400')));
  });
});

describe('dev remotes map', () => {
  const written = {
    catalog: { entry: 'http://localhost:3001/mf-manifest.json', routes: ['/'] },
    cart: { entry: 'http://127.0.0.1:3003/mf-manifest.json', routes: ['/cart'], label: 'cart' },
    product: { entry: 'https://cdn.example.com/mf-product/mf-manifest.json', routes: ['/product/:id'] },
  };

  it('points local remotes at the host the page was opened on, moved by the port base, keeping their routes', () => {
    const map = devRemotesMap(written, { base: 3400, pageHostname: '127.0.0.1' });
    assert.equal(map.catalog.entry, 'http://127.0.0.1:3401/mf-manifest.json');
    assert.deepEqual(map.cart, { entry: 'http://127.0.0.1:3403/mf-manifest.json', routes: ['/cart'], label: 'cart' });
  });

  it('keeps localhost for a page opened on localhost', () => {
    const map = devRemotesMap(written, { base: 3000, pageHostname: 'localhost' });
    assert.equal(map.cart.entry, 'http://localhost:3003/mf-manifest.json');
  });

  it('leaves a remote served from elsewhere as written', () => {
    const map = devRemotesMap(written, { base: 3400, pageHostname: '127.0.0.1' });
    assert.deepEqual(map.product, written.product);
  });
});
