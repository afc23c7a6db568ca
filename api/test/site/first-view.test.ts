import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createFirstView } from '../../src/site/first-view.js';
import { createContext, runInContext } from 'node:vm';
import { AFTER_PAINT_LOADER } from '../../src/site/first-view/after-paint-loader.js';
import { TAP_HOLDER } from '../../src/site/first-view/tap-holder.js';
import { inlineJson } from '../../src/site/first-view/html-escaping.js';
import { remoteEntryForPath } from '../../src/site/first-view/route-owner.js';
import { routeMatches } from '../../src/site/first-view/route-patterns.js';

const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('route patterns', () => {
  it('matches static paths, :params and a final splat the way the router does', () => {
    assert.equal(routeMatches('/', '/'), true);
    assert.equal(routeMatches('/product/:id', '/product/abc123'), true);
    assert.equal(routeMatches('/product/:id', '/product'), false);
    assert.equal(routeMatches('/product/:id', '/product/a/b'), false);
    assert.equal(routeMatches('/cart', '/cart/'), true);
    assert.equal(routeMatches('/help/*', '/help/returns/faq'), true);
    assert.equal(routeMatches('/cart', '/wishlist'), false);
  });

  it('finds the remote that owns a path when the map lists routes, and none otherwise', () => {
    const map = {
      cart: { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart', '/wishlist'] },
      product: { entry: '/remotes/product/mf-manifest.json', routes: ['/product/:id'] },
      legacy: '/remotes/legacy/mf-manifest.json',
    };
    assert.equal(remoteEntryForPath(map, '/wishlist'), '/remotes/cart/mf-manifest.json');
    assert.equal(remoteEntryForPath(map, '/product/42'), '/remotes/product/mf-manifest.json');
    assert.equal(remoteEntryForPath(map, '/about'), null);
  });

  it('inlines JSON that cannot close its script element', () => {
    assert.equal(inlineJson({ a: '</script><script>' }), '{"a":"\\u003c/script>\\u003cscript>"}');
  });
});

describe("the page's loader", () => {
  /**
   * A page whose picture is still loading: the head's tap holder runs, then (unless `bodyEndArrived` is
   * false) the loader at the body's end. Answers the scripts added, the taps held and a way to let the
   * body's end arrive later.
   */
  function loaderOnAPaintingPage({ bodyEndArrived = true } = {}) {
    const clickListeners: ((event?: unknown) => void)[] = [];
    const added: string[] = [];
    const root = { contains: (element: unknown) => element === addToCart };
    const addToCart = { closest: () => addToCart };
    const window: { shopHeldTaps?: unknown[]; shopHydrating?: boolean } = {};
    const document = {
      hidden: false,
      addEventListener: (type: string, listener: () => void) => type === 'click' && clickListeners.push(listener),
      getElementById: (id: string) =>
        id === 'root' ? root : { textContent: JSON.stringify({ scripts: ['/main.js?a957'], preloads: [] }) },
      // The high-priority picture has not loaded: the loader waits for it (or a second).
      querySelectorAll: () => [{ complete: false, addEventListener() {} }],
      createElement: () => ({ setAttribute() {} }),
      head: { appendChild: (element: { src?: string }) => element.src && added.push(element.src) },
    };
    const context = createContext({ document, window, setTimeout: () => 0, requestAnimationFrame: () => 0 });
    runInContext(TAP_HOLDER, context);
    const arrive = () => runInContext(AFTER_PAINT_LOADER, context);
    if (bodyEndArrived) arrive();
    const prevented: string[] = [];
    const tap = (target: unknown) =>
      clickListeners.forEach((listener) =>
        listener({
          target,
          preventDefault: () => prevented.push('default'),
          stopPropagation: () => prevented.push('propagation'),
        }),
      );
    return { tap, added, window, addToCart, prevented, arrive };
  }

  it('waits for the first paint, but starts the scripts at once when the shopper taps, and only once', () => {
    const page = loaderOnAPaintingPage();
    assert.deepEqual(page.added, []);
    page.tap({ closest: () => null });
    page.tap({ closest: () => null });
    assert.deepEqual(page.added, ['/main.js?a957']);
  });

  it("holds a tap on the page's button for the page to make again once hydrated, until the page holds them itself", () => {
    const page = loaderOnAPaintingPage();
    page.tap(page.addToCart);
    assert.equal(page.window.shopHeldTaps?.length, 1);
    assert.equal(page.window.shopHeldTaps?.[0], page.addToCart);
    assert.deepEqual(page.prevented, ['default', 'propagation']);
    page.window.shopHydrating = true;
    page.tap(page.addToCart);
    assert.equal(page.window.shopHeldTaps?.length, 1);
  });

  it("holds a tap on a button painted before the body's end arrived, and starts the scripts when it does", () => {
    const page = loaderOnAPaintingPage({ bodyEndArrived: false });
    page.tap(page.addToCart);
    assert.equal(page.window.shopHeldTaps?.length, 1);
    assert.equal(page.window.shopHeldTaps?.[0], page.addToCart);
    assert.deepEqual(page.prevented, ['default', 'propagation']);
    assert.deepEqual(page.added, []);
    page.arrive();
    assert.deepEqual(page.added, ['/main.js?a957']);
  });
});

describe('the first view in the HTML', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-view-'));
  const shellDir = join(root, 'shell', 'dist');
  let site: TestApp;
  const html = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';

  before(async () => {
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), html);
    mkdirSync(join(root, 'mf-cart', 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'mf-cart', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: ['304.0123456789.js', '__federation_expose_routes.js'] } } }],
      }),
    );
    site = await buildTestApp({ serveSite: true, seed: 0, site: { root } });
  });
  after(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('inlines the remotes map and preloads the route remote’s entry and routes chunks, not its manifest', async () => {
    const render = createFirstView(site.app, { shellDir });
    const remotesMap = { cart: { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart'] } };
    const { html: page } = await render(html, { remotesMap, path: '/cart' });

    assert.match(
      page,
      /<script type="application\/json" id="shop-remotes">\{"cart":\{"entry":"\/remotes\/cart\/mf-manifest.json"/,
    );
    assert.doesNotMatch(page, /mf-manifest.json">/);
    assert.match(page, /<link rel="preload" as="script" href="\/remotes\/cart\/remoteEntry.js">/);
    assert.match(page, /<link rel="preload" as="script" href="\/remotes\/cart\/304.0123456789.js">/);
    assert.match(page, /<link rel="preload" as="script" href="\/remotes\/cart\/__federation_expose_routes.js">/);
    assert.ok(page.indexOf('shop-remotes') < page.indexOf('</head>'));
  });

  it('preloads nothing for a path no remote owns or a remote on another host', async () => {
    const render = createFirstView(site.app, { shellDir });
    const remotesMap = { cart: { entry: 'https://cdn.example.com/cart/mf-manifest.json', routes: ['/cart'] } };
    for (const path of ['/about', '/cart']) {
      const { html: page } = await render(html, { remotesMap, path });
      assert.match(page, /id="shop-remotes"/);
      assert.doesNotMatch(page, /rel="preload"/, path);
    }
  });

  it('serves deep links with the map inline', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<script type="application\/json" id="shop-remotes">/);
  });
});

/** A shell server build as the API sees it (shell/src/server/render-page.tsx), small enough to read. */
const FAKE_SHELL = `
exports.sharedModules = { 'shared-ui/format': { shout: (text) => text.toUpperCase() } };
exports.sharedVersions = { react: '19.3.1' };
exports.headScript = 'document.documentElement.dataset.theme = "light"';
exports.headCss = 'html{color-scheme:light}';
exports.renderPage = async ({ url, remotesMap, loadSlice, fetch, timeoutMs }) => {
  if (url.startsWith('/broken')) throw new Error('the layout threw');
  const path = url.split('?')[0];
  const remote = Object.keys(remotesMap).find((name) => remotesMap[name].routes.includes(path));
  let main = '<p>Loading the page</p>';
  if (remote) {
    try {
      main = (await loadSlice(remote)).routes.find((route) => route.path === path).element;
    } catch {}
  }
  const health = await (await fetch('http://shop.internal/api/health')).json();
  return {
    html: '<header>ShopHub</header><main>' + main + '</main>',
    styles: '<style data-styled="active">.a{color:red}</style>',
    answers: { '["health"]': health, '["bound"]': timeoutMs },
    complete: true,
  };
};`;

/** A slice's server build: its routes, rendered with a module the shell shares. */
const fakeSlice = (heading: string) => `
const { shout } = require('shared-ui/format');
exports.routes = [{ path: '/cart', element: '<h1>' + shout(${JSON.stringify(heading)}) + '</h1>' }];`;

describe('every route rendered on the server', () => {
  const root = mkdtempSync(join(tmpdir(), 'server-render-'));
  const shellDir = join(root, 'shell', 'dist');
  const releases = join(root, 'releases');
  let site: TestApp;
  const html = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';
  const cartMap = (entry: string) => ({ cart: { entry, routes: ['/cart'] } });

  const writeBuild = (dir: string, file: string, source: string) => {
    mkdirSync(join(dir, 'server'), { recursive: true });
    writeFileSync(join(dir, 'server', file), source);
  };

  before(async () => {
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(join(shellDir, 'index.html'), html);
    writeBuild(shellDir, 'render-page.cjs', FAKE_SHELL);
    writeBuild(join(root, 'mf-cart', 'dist'), 'routes.cjs', fakeSlice('your cart'));
    writeBuild(join(releases, 'mf-cart', 'r1'), 'routes.cjs', fakeSlice('cart of release one'));
    writeBuild(join(releases, 'mf-cart', 'r2'), 'routes.cjs', fakeSlice('cart of release two'));
    writeBuild(join(releases, 'mf-cart', 'broken'), 'routes.cjs', 'throw new Error("this build is broken")');
    mkdirSync(join(releases, 'mf-cart', 'old'), { recursive: true });
    writeBuild(join(releases, 'mf-cart', 'react20'), 'routes.cjs', fakeSlice('cart for react 20'));
    writeFileSync(
      join(releases, 'mf-cart', 'react20', 'release.json'),
      JSON.stringify({ shared: { react: { version: '20.0.0', requiredVersion: '^20.0.0' } } }),
    );
    const { REMOTES_CONFIG: _ignored, ...environment } = process.env;
    site = await buildTestApp({
      serveSite: true,
      seed: 0,
      site: { root },
      environment: { ...environment, RELEASE_ROOT: releases },
    });
  });
  after(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the slice's page, rendered with the shell's shared modules, in #root for the browser to hydrate", async () => {
    const render = createFirstView(site.app, { shellDir, renderTimeoutMs: 750 });
    const { html: page, scriptHashes } = await render(html, {
      remotesMap: cartMap('/remotes/cart/remoteEntry.js'),
      path: '/cart',
    });

    assert.match(page, /<div id="root" data-server-rendered><header>ShopHub<\/header><main><h1>YOUR CART<\/h1><\/main><\/div>/);
    const [headPart] = page.split('</head>');
    assert.match(headPart!, /<style data-styled="active">\.a\{color:red\}<\/style>/);
    // The theme script first, holding taps from the body's first byte on too, allowed by its hash.
    const headScript = `document.documentElement.dataset.theme = "light";${TAP_HOLDER}`;
    assert.ok(headPart!.startsWith(`<!doctype html><html><head><title>shop</title><script>${headScript}</script>`));
    assert.deepEqual(scriptHashes, [sha256Source(headScript), sha256Source(AFTER_PAINT_LOADER)]);
    // The scripts wait for the page's first paint: the loader adds them back.
    assert.doesNotMatch(page, /<script[^>]*\bsrc=/);
    assert.match(page, /<script type="application\/json" id="shop-after-paint">/);
    // The answers it was rendered with: read in process, bounded by the render's time limit.
    const answers = JSON.parse(/<script type="application\/json" id="shop-query-data">(.*?)<\/script>/.exec(headPart!)![1]!);
    assert.equal(answers['["health"]'].status, 'ok');
    assert.equal(answers['["bound"]'], 750);
  });

  it('warms up before the first visitor: the builds the map names load once, and a broken one is only logged', async () => {
    writeBuild(
      join(releases, 'mf-cart', 'counted'),
      'routes.cjs',
      `globalThis.cartBuildLoads = (globalThis.cartBuildLoads ?? 0) + 1;${fakeSlice('counted cart')}`,
    );
    const loads = () => (globalThis as { cartBuildLoads?: number }).cartBuildLoads ?? 0;
    const render = createFirstView(site.app, { shellDir });
    await render.warmUp({
      ...cartMap('/releases/mf-cart/counted/remoteEntry.js'),
      wishlist: { entry: '/releases/mf-cart/broken/remoteEntry.js', routes: ['/wishlist'] },
    });
    assert.equal(loads(), 1);
    const { html: page } = await render(html, { remotesMap: cartMap('/releases/mf-cart/counted/remoteEntry.js'), path: '/cart' });
    assert.match(page, /<h1>COUNTED CART<\/h1>/);
    assert.equal(loads(), 1, 'the visitor gets the build the warm-up loaded');
  });

  it('renders the release the map names: a promote changes the next page, with no restart', async () => {
    const render = createFirstView(site.app, { shellDir });
    const first = await render(html, { remotesMap: cartMap('/releases/mf-cart/r1/remoteEntry.js'), path: '/cart' });
    assert.match(first.html, /<h1>CART OF RELEASE ONE<\/h1>/);
    const next = await render(html, { remotesMap: cartMap('/releases/mf-cart/r2/remoteEntry.js'), path: '/cart' });
    assert.match(next.html, /<h1>CART OF RELEASE TWO<\/h1>/);
  });

  it("renders the shell's fallback where a slice's server build is missing or throws, and still sends the page", async () => {
    const render = createFirstView(site.app, { shellDir });
    // 'react20' needs a React the shell does not provide: the browser refuses it, and so does the server.
    for (const release of ['old', 'broken', 'react20']) {
      const { html: page } = await render(html, {
        remotesMap: cartMap(`/releases/mf-cart/${release}/remoteEntry.js`),
        path: '/cart',
      });
      assert.match(page, /<main><p>Loading the page<\/p><\/main>/, release);
    }
    // Not a build on this server: the browser loads it, the server does not run it.
    const elsewhere = await render(html, { remotesMap: cartMap('https://cdn.example.com/cart/remoteEntry.js'), path: '/cart' });
    assert.match(elsewhere.html, /<main><p>Loading the page<\/p><\/main>/);
  });

  it('sends the plain page, for the browser to render, when the render itself fails', async () => {
    const render = createFirstView(site.app, { shellDir });
    const { html: page, scriptHashes } = await render(html, { remotesMap: {}, path: '/broken' });
    assert.match(page, /<div id="root"><\/div>/);
    assert.doesNotMatch(page, /shop-query-data/);
    // The theme is still picked before the first paint; no tap is held on a page the browser renders.
    assert.equal(scriptHashes.length, 1);
    assert.ok(!page.includes(TAP_HOLDER));
  });

  it('answers a page request with the rendered page and a policy that allows only its head script and loader', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /data-server-rendered><header>ShopHub<\/header>/);
    const policy = String(response.headers['content-security-policy']);
    const allowed = [`document.documentElement.dataset.theme = "light";${TAP_HOLDER}`, AFTER_PAINT_LOADER].map(
      (script) => `'${sha256Source(script)}'`,
    );
    assert.ok(policy.includes(`script-src 'self' ${allowed.join(' ')};`), policy);
  });
});
