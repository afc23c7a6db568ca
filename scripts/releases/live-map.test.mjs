import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveState, preview, promote, releasesOverview, rollback } from './live-map.mjs';

let dir;
let env;

const REACT_19 = { react: { version: '19.3.1', requiredVersion: '^19.3.1' } };
const distCart = { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart', '/wishlist'], label: 'cart' };
const catalog = { entry: '/remotes/catalog/mf-manifest.json', routes: ['/', '/search'], label: 'catalogue' };

function federationManifest(shared) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: Object.entries(shared).map(([name, { version, requiredVersion }]) => ({ name, version, requiredVersion })),
  };
}

/**
 * The release's ./routes module for Node (node/routes.cjs) as its build leaves it: `declared` paths,
 * each with an element shaped as React makes one.
 */
function routesModule(declared) {
  const routes = declared.map((path) => `{ path: ${JSON.stringify(path)}, element: { $$typeof: Symbol.for('react.transitional.element'), type: 'main', props: {} } }`);
  return `exports.routes = [${routes.join(', ')}];\n`;
}

/** A published release as `npm run release` leaves it. */
function publish(slice, id, { routes = ['/cart', '/wishlist'], declared = routes, shared = REACT_19, entry, manifest = true } = {}) {
  const folder = join(dir, 'releases', `mf-${slice}`, id);
  mkdirSync(folder, { recursive: true });
  const release = {
    slice,
    package: `mf-${slice}`,
    version: id.split('-')[0],
    id,
    commit: id.split('-')[1].padEnd(40, '0'),
    builtAt: new Date(Date.UTC(2026, 10, 22, 10, Number(id.split('.')[2].split('-')[0]))).toISOString(),
    label: slice,
    routes,
    entry: entry ?? `/releases/mf-${slice}/${id}/mf-manifest.json`,
    shared,
  };
  writeFileSync(join(folder, 'release.json'), JSON.stringify(release));
  if (manifest) writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(federationManifest(shared)));
  if (declared) {
    mkdirSync(join(folder, 'node'));
    writeFileSync(join(folder, 'node', 'routes.cjs'), routesModule(declared));
  }
  return release;
}

const liveMap = () => JSON.parse(readFileSync(env.REMOTES_CONFIG, 'utf8'));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'live-map-'));
  env = {
    RELEASE_ROOT: join(dir, 'releases'),
    REMOTES_CONFIG: join(dir, 'remotes.json'),
    SITE_ROOT: join(dir, 'site'),
  };
  for (const pkg of ['shell', 'mf-cart']) mkdirSync(join(env.SITE_ROOT, pkg, 'dist'), { recursive: true });
  // What the server serves today: the shell and the cart's dist/ build.
  writeFileSync(join(env.SITE_ROOT, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(federationManifest({ react: { version: '19.3.1' } })));
  writeFileSync(join(env.SITE_ROOT, 'mf-cart', 'dist', 'mf-manifest.json'), JSON.stringify(federationManifest(REACT_19)));
  writeFileSync(env.REMOTES_CONFIG, JSON.stringify({ catalog, cart: distCart }));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('promote', () => {
  it('points the map at the release, with its routes, version, commit and since when', async () => {
    publish('cart', '1.1.0-abc1234', { routes: ['/cart', '/wishlist', '/saved'] });
    const now = new Date('2026-11-22T12:00:00Z');
    const { previous } = await promote('cart', '1.1.0', { env, now });

    assert.equal(previous, '/remotes/cart/mf-manifest.json');
    assert.deepEqual(liveMap().cart, {
      entry: '/releases/mf-cart/1.1.0-abc1234/mf-manifest.json',
      routes: ['/cart', '/wishlist', '/saved'],
      label: 'cart',
      release: {
        id: '1.1.0-abc1234',
        version: '1.1.0',
        commit: 'abc1234'.padEnd(40, '0'),
        builtAt: '2026-11-22T10:00:00.000Z',
        liveSince: '2026-11-22T12:00:00.000Z',
      },
    });
    assert.deepEqual(liveMap().catalog, catalog);
  });

  it('refuses a release whose ./routes module declares a route its manifest does not claim, saying which', async () => {
    publish('cart', '1.1.0-abc1234', { routes: ['/cart', '/wishlist'], declared: ['/cart', '/wishlist', '/basket'] });
    const before = readFileSync(env.REMOTES_CONFIG, 'utf8');
    await assert.rejects(promote('cart', '1.1.0', { env }), {
      message:
        'refused: cart 1.1.0-abc1234 fails its contract check:\n  its ./routes module declares /basket, which its manifest (release.json routes) does not claim',
    });
    assert.equal(readFileSync(env.REMOTES_CONFIG, 'utf8'), before);
  });

  it('refuses a release whose manifest claims a route its ./routes module does not render', async () => {
    publish('cart', '1.1.0-abc1234', { routes: ['/cart', '/wishlist'], declared: ['/cart'] });
    await assert.rejects(promote('cart', '1.1.0', { env }), /its manifest claims \/wishlist, which its \.\/routes module does not declare/);
  });

  it('refuses a release whose ./routes module does not export the slice-route shape, or does not load', async () => {
    publish('cart', '1.1.0-abc1234');
    writeFileSync(join(env.RELEASE_ROOT, 'mf-cart', '1.1.0-abc1234', 'node', 'routes.cjs'), 'exports.pages = [];\n');
    await assert.rejects(promote('cart', '1.1.0', { env }), /exports no routes array \(it exports: pages\)/);
    publish('cart', '1.2.0-abc1234');
    writeFileSync(join(env.RELEASE_ROOT, 'mf-cart', '1.2.0-abc1234', 'node', 'routes.cjs'), "throw new Error('window is not defined');\n");
    await assert.rejects(promote('cart', '1.2.0', { env }), /its \.\/routes module throws when loaded: .*window is not defined/);
    publish('cart', '1.3.0-abc1234', { declared: null });
    await assert.rejects(promote('cart', '1.3.0', { env }), /carries no Node build of its \.\/routes module/);
  });

  it('refuses a release that claims a route another slice owns, and leaves the map alone', async () => {
    publish('cart', '1.1.0-abc1234', { routes: ['/cart', '/search'] });
    const before = readFileSync(env.REMOTES_CONFIG, 'utf8');
    await assert.rejects(promote('cart', '1.1.0-abc1234', { env }), /route \/search of (cart|catalog) clashes with \/search of (cart|catalog)/);
    assert.equal(readFileSync(env.REMOTES_CONFIG, 'utf8'), before);
  });

  it('refuses a release built against a React the live shell does not provide, naming both versions', async () => {
    publish('cart', '2.0.0-abc1234', { shared: { react: { version: '20.0.0', requiredVersion: '^20.0.0' } } });
    const before = readFileSync(env.REMOTES_CONFIG, 'utf8');
    await assert.rejects(promote('cart', '2.0.0', { env }), {
      message:
        'refused: cart 2.0.0-abc1234 is not compatible with the live site:\n  it needs react ^20.0.0, but the live shell provides react 19.3.1',
    });
    assert.equal(readFileSync(env.REMOTES_CONFIG, 'utf8'), before);
  });

  it('refuses when the shell manifest to check against is missing', async () => {
    publish('cart', '1.1.0-abc1234');
    rmSync(join(env.SITE_ROOT, 'shell', 'dist', 'mf-manifest.json'));
    await assert.rejects(promote('cart', '1.1.0', { env }), /cannot check cart 1\.1\.0-abc1234 against the live shell/);
  });

  it('refuses a release whose federation manifest is not there', async () => {
    publish('cart', '1.1.0-abc1234', { manifest: false });
    await assert.rejects(promote('cart', '1.1.0', { env }), /\/releases\/mf-cart\/1\.1\.0-abc1234\/mf-manifest\.json does not exist/);
  });

  it('checks a release published to a CDN by fetching its manifest there', async () => {
    const served = federationManifest(REACT_19);
    const server = createServer((request, response) => {
      if (request.url === '/mf-cart/1.1.0-abc1234/mf-manifest.json') response.end(JSON.stringify(served));
      else response.writeHead(404).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const cdn = `http://127.0.0.1:${server.address().port}`;
    try {
      publish('cart', '1.1.0-abc1234', { entry: `${cdn}/mf-cart/1.1.0-abc1234/mf-manifest.json`, manifest: false });
      publish('cart', '1.2.0-abc1234', { entry: `${cdn}/mf-cart/1.2.0-abc1234/mf-manifest.json`, manifest: false });
      await promote('cart', '1.1.0', { env });
      assert.equal(liveMap().cart.entry, `${cdn}/mf-cart/1.1.0-abc1234/mf-manifest.json`);
      await assert.rejects(promote('cart', '1.2.0', { env }), /mf-cart\/1\.2\.0-abc1234\/mf-manifest\.json answered HTTP 404/);
    } finally {
      server.close();
    }
  });

  it('refuses to build on a live map that is broken, saying where', async () => {
    publish('cart', '1.1.0-abc1234');
    writeFileSync(env.REMOTES_CONFIG, '{ "cart": { "entry": "/x", "routes": ["/cart"] }, }');
    await assert.rejects(promote('cart', '1.1.0', { env }), /the remotes map .*remotes\.json is not readable JSON/);
  });

  it('names the releases there are when the version asked for is unknown', async () => {
    publish('cart', '1.1.0-abc1234');
    await assert.rejects(promote('cart', '9.9.9', { env }), /cart has no release 9\.9\.9 .*\(releases: 1\.1\.0-abc1234\)/);
  });

  it('starts from the default map and writes the live map into the release root when no REMOTES_CONFIG is set', async () => {
    publish('cart', '1.1.0-abc1234');
    const { REMOTES_CONFIG: _ignored, ...withoutConfig } = env;
    const { mapFile } = await promote('cart', '1.1.0', { env: withoutConfig });
    assert.equal(mapFile, join(env.RELEASE_ROOT, 'remotes.json'));
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    assert.equal(map.cart.release.id, '1.1.0-abc1234');
    assert.deepEqual(Object.keys(map).sort(), ['account', 'admin', 'cart', 'catalog', 'checkout', 'product']);
  });
});

describe('rollback', () => {
  it('returns to the previous live release, then to the build that was live before any release', async () => {
    publish('cart', '1.1.0-abc1234');
    publish('cart', '1.2.0-def5678');
    await promote('cart', '1.1.0', { env });
    await promote('cart', '1.2.0', { env });

    const first = await rollback('cart', { env, now: new Date('2026-11-22T13:00:00Z') });
    assert.deepEqual([first.from, first.to], ['1.2.0-def5678', '1.1.0-abc1234']);
    assert.equal(liveMap().cart.release.id, '1.1.0-abc1234');
    assert.equal(liveMap().cart.release.liveSince, '2026-11-22T13:00:00.000Z');

    await rollback('cart', { env });
    assert.deepEqual(liveMap().cart, distCart);
    await assert.rejects(rollback('cart', { env }), /cart has no earlier live release to return to/);

    const history = JSON.parse(readFileSync(join(env.RELEASE_ROOT, 'live-history.json'), 'utf8'));
    assert.deepEqual(
      history.events.map(({ action, from, to }) => `${action} ${from} -> ${to}`),
      [
        'promote /remotes/cart/mf-manifest.json -> 1.1.0-abc1234',
        'promote 1.1.0-abc1234 -> 1.2.0-def5678',
        'rollback 1.2.0-def5678 -> 1.1.0-abc1234',
        'rollback 1.1.0-abc1234 -> /remotes/cart/mf-manifest.json',
      ],
    );
  });

  it('leaves no lock behind, so the next promote runs', async () => {
    publish('cart', '1.1.0-abc1234');
    await assert.rejects(promote('cart', '7.0.0', { env }));
    await promote('cart', '1.1.0', { env });
    assert.equal(existsSync(join(env.RELEASE_ROOT, '.live-map.lock')), false);
  });
});

describe('releases overview', () => {
  it("lists each slice's releases and marks the live one", async () => {
    publish('cart', '1.1.0-abc1234');
    publish('cart', '1.2.0-def5678');
    // A build still being published, under its temporary name: not a release yet.
    publish('cart', '.staging-1.3.0-abc1234-42');
    await promote('cart', '1.2.0', { env });
    const cart = releasesOverview(env).find((slice) => slice.slice === 'cart');
    assert.deepEqual(
      cart.releases.map(({ id, live }) => [id, live]),
      [
        ['1.1.0-abc1234', false],
        ['1.2.0-def5678', true],
      ],
    );
    assert.equal(releasesOverview(env).find((slice) => slice.slice === 'catalog').releases.length, 0);
  });
});

describe('previous good release', () => {
  it('names the release live before in the entry, so browsers can fall back to it', async () => {
    publish('cart', '1.1.0-abc1234');
    publish('cart', '1.2.0-def5678');
    await promote('cart', '1.1.0', { env });
    await promote('cart', '1.2.0', { env, now: new Date('2026-11-22T12:30:00Z') });
    assert.equal(liveMap().cart.previous.entry, '/releases/mf-cart/1.1.0-abc1234/mf-manifest.json');
    assert.equal(liveMap().cart.previous.release.id, '1.1.0-abc1234');
    await rollback('cart', { env });
    // Back on 1.1.0, whose own predecessor is the dist build: not a release a browser could name.
    assert.equal(liveMap().cart.previous, undefined);
  });
});

describe('canary', () => {
  const canaries = () => JSON.parse(readFileSync(join(env.RELEASE_ROOT, 'canaries.json'), 'utf8'));

  it('serves a share of visitors without touching the map, widens, and a plain promote finishes it', async () => {
    publish('cart', '1.1.0-abc1234');
    const mapBefore = readFileSync(env.REMOTES_CONFIG, 'utf8');
    const started = await promote('cart', '1.1.0', { env, canary: 10, now: new Date('2026-11-22T12:00:00Z') });
    assert.equal(started.canary, 10);
    assert.equal(readFileSync(env.REMOTES_CONFIG, 'utf8'), mapBefore, 'the stable map is unchanged');
    assert.equal(canaries().cart.percent, 10);
    assert.equal(canaries().cart.remote.release.id, '1.1.0-abc1234');

    await promote('cart', '1.1.0', { env, canary: 50, now: new Date('2026-11-22T13:00:00Z') });
    assert.equal(canaries().cart.percent, 50);
    assert.equal(canaries().cart.startedAt, '2026-11-22T12:00:00.000Z', 'widening keeps the canary, and so its cohorts');

    await promote('cart', '1.1.0', { env });
    assert.deepEqual(canaries(), {});
    assert.equal(liveMap().cart.release.id, '1.1.0-abc1234');
    const { history } = await liveState(env);
    assert.deepEqual(
      history.events.map(({ action, to, percent }) => `${action} ${to}${percent ? ` ${percent}` : ''}`),
      ['canary 1.1.0-abc1234 10', 'canary-step 1.1.0-abc1234 50', 'promote 1.1.0-abc1234'],
    );
  });

  it('is ended at once by rollback, leaving the stable release where it was', async () => {
    publish('cart', '1.1.0-abc1234');
    await promote('cart', '1.1.0', { env, canary: 10 });
    const ended = await rollback('cart', { env });
    assert.deepEqual([ended.canary, ended.from, ended.to], [true, '1.1.0-abc1234', '/remotes/cart/mf-manifest.json']);
    assert.deepEqual(canaries(), {});
    assert.deepEqual(liveMap().cart, distCart);
  });

  it('passes the same guard as a promote and refuses a second release while one runs', async () => {
    publish('cart', '1.1.0-abc1234', { shared: { react: { version: '20.0.0', requiredVersion: '^20.0.0' } } });
    await assert.rejects(promote('cart', '1.1.0', { env, canary: 10 }), /needs react \^20\.0\.0/);
    publish('cart', '1.2.0-def5678');
    publish('cart', '1.3.0-fed8765');
    await promote('cart', '1.2.0', { env, canary: 10 });
    await assert.rejects(promote('cart', '1.3.0', { env, canary: 10 }), /already has a canary of 1\.2\.0-def5678/);
    await assert.rejects(promote('cart', '1.3.0', { env, canary: 0 }), /whole percent from 1 to 99/);
  });
});

describe('preview', () => {
  it('signs a link for that release only, after the same guard as a promote, and changes nothing live', async () => {
    publish('cart', '1.1.0-abc1234');
    const mapBefore = readFileSync(env.REMOTES_CONFIG, 'utf8');
    const now = new Date('2026-11-22T12:00:00Z');
    const { link, expiresAt } = await preview('cart', '1.1.0', { env: { ...env, SHOP_URL: 'https://shop.example' }, now, hours: 2 });
    assert.match(link, /^https:\/\/shop\.example\/__preview\?token=[\w-]+\.[\w-]+$/);
    assert.equal(expiresAt.toISOString(), '2026-11-22T14:00:00.000Z');
    const secret = readFileSync(join(env.RELEASE_ROOT, '.preview-secret'), 'utf8');
    // The server's check (api/test/site/delivery/preview-token.test.ts): the payload's HMAC under the shop's secret.
    const [payload, signature] = new URL(link).searchParams.get('token').split('.');
    assert.equal(signature, createHmac('sha256', secret).update(payload).digest('base64url'));
    assert.deepEqual(JSON.parse(Buffer.from(payload, 'base64url').toString()), { s: 'cart', r: '1.1.0-abc1234', e: expiresAt.getTime() });
    assert.equal(readFileSync(env.REMOTES_CONFIG, 'utf8'), mapBefore);
    assert.equal(existsSync(join(env.RELEASE_ROOT, 'canaries.json')), false);
  });

  it('refuses a release that fails the contract check', async () => {
    publish('cart', '1.1.0-abc1234', { declared: ['/cart'] });
    await assert.rejects(preview('cart', '1.1.0', { env }), /fails its contract check/);
  });
});
