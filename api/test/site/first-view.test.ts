import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createFirstView } from '../../src/site/first-view.js';
import { AFTER_PAINT_LOADER } from '../../src/site/first-view/after-paint-loader.js';
import { inlineJson } from '../../src/site/first-view/html-escaping.js';
import { localBuildDir } from '../../src/site/first-view/local-build-dir.js';
import { remoteEntryForPath } from '../../src/site/first-view/route-owner.js';
import { fillParams, routeMatches } from '../../src/site/first-view/route-patterns.js';

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

  it('fills a hint template with the params of the matched path', () => {
    assert.equal(fillParams('/api/products/:id', '/product/:id', '/product/abc'), '/api/products/abc');
    assert.equal(fillParams('/api/products/:id', '/product/:id', '/product/a%20b'), '/api/products/a%20b');
    assert.equal(fillParams('/api/products?page=1', '/', '/'), '/api/products?page=1');
  });

  it('inlines JSON that cannot close its script element', () => {
    assert.equal(inlineJson({ a: '</script><script>' }), '{"a":"\\u003c/script>\\u003cscript>"}');
  });
});

describe("the page's loader", () => {
  /** Runs the loader against a page whose picture is still loading; answers the scripts it added. */
  function loaderOnAPaintingPage() {
    const clickListeners: (() => void)[] = [];
    const added: string[] = [];
    const document = {
      hidden: false,
      addEventListener: (type: string, listener: () => void) => type === 'click' && clickListeners.push(listener),
      getElementById: () => ({ textContent: JSON.stringify({ scripts: ['/main.js?a957'], preloads: [] }) }),
      // The high-priority picture has not loaded: the loader waits for it (or a second).
      querySelectorAll: () => [{ complete: false, addEventListener() {} }],
      createElement: () => ({ setAttribute() {} }),
      head: { appendChild: (element: { src?: string }) => element.src && added.push(element.src) },
    };
    runInNewContext(AFTER_PAINT_LOADER, { document, setTimeout: () => 0, requestAnimationFrame: () => 0 });
    return { tap: () => clickListeners.forEach((listener) => listener()), added };
  }

  it('waits for the first paint, but starts the scripts at once when the shopper taps, and only once', () => {
    const page = loaderOnAPaintingPage();
    assert.deepEqual(page.added, []);
    page.tap();
    page.tap();
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

  it("inlines the route's declared first API answers and preloads its images, only for the plain URL", async () => {
    const render = createFirstView(site.app, { shellDir });
    const remotesMap = {
      catalog: {
        entry: '/remotes/catalog/mf-manifest.json',
        routes: ['/', '/product/:id'],
        firstView: {
          '/': { data: ['/api/products?page=1&limit=12'], images: ['/api/images/summer-sale.svg'] },
          '/product/:id': { data: ['/api/products/:id'] },
        },
      },
    };
    const { html: home } = await render(html, { remotesMap, path: '/' });
    assert.match(home, /<link rel="preload" as="image" fetchpriority="high" href="\/api\/images\/summer-sale.svg">/);
    const inline = /<script type="application\/json" id="shop-initial-data">(.*?)<\/script>/.exec(home);
    assert.ok(inline, 'the first listing page is in the HTML');
    const answers = JSON.parse(inline[1]!) as Record<string, { products: unknown[]; page: number }>;
    assert.deepEqual(Object.keys(answers), ['/api/products?page=1&limit=12']);
    assert.equal(answers['/api/products?page=1&limit=12']!.page, 1);

    const { html: filtered } = await render(html, { remotesMap, path: '/', query: 'category=books' });
    assert.doesNotMatch(filtered, /shop-initial-data|as="image"/);

    const { html: missingProduct } = await render(html, { remotesMap, path: '/product/000000000000000000000000' });
    assert.doesNotMatch(missingProduct, /shop-initial-data/, 'a 404 answer is left for the page to fetch and report');
  });
});

describe('the prerendered first view in #root', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-view-markup-'));
  const shellDir = join(root, 'shell', 'dist');
  const catalogDir = join(root, 'mf-catalog', 'dist');
  const html = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';
  const themeScript = 'document.documentElement.classList.add("dark")';
  const chrome = {
    html: '<header class="h1">ShopHub</header><main id="main"><template data-route-slot=""></template></main><footer>Footer</footer>',
    css: '.h1{color:red}',
    script: themeScript,
  };
  const hero = {
    html: '<h1>Discover our products</h1><img src="/api/images/summer-sale.svg" alt="">',
    css: '.hero{height:360px}',
  };
  const remotesMap = {
    catalog: {
      entry: '/remotes/catalog/mf-manifest.json',
      routes: ['/', '/classic'],
      firstView: { '/': { markup: 'first-view-home.json' } },
    },
  };
  let site: TestApp;

  before(async () => {
    mkdirSync(shellDir, { recursive: true });
    // As the production build minifies it.
    writeFileSync(join(shellDir, 'index.html'), html.replace('<div id="root">', '<div id=root>'));
    writeFileSync(join(shellDir, 'first-view-chrome.json'), JSON.stringify(chrome));
    mkdirSync(catalogDir, { recursive: true });
    writeFileSync(
      join(catalogDir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    writeFileSync(join(catalogDir, 'first-view-home.json'), JSON.stringify(hero));
    site = await buildTestApp({ serveSite: true, site: { root } });
  });
  after(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the shell's header and footer around the route's prerendered fragment, with their CSS in the head", async () => {
    const render = createFirstView(site.app, { shellDir });
    const { html: page, scriptHashes } = await render(html, { remotesMap, path: '/' });
    const head = page.slice(0, page.indexOf('</head>'));
    const body = page.slice(page.indexOf('<body>'));

    assert.match(head, /<style data-first-view>\.h1\{color:red\}\n\.hero\{height:360px\}<\/style>/);
    assert.match(
      body,
      /<div id="root"><div data-first-view="shell" style="display:contents"><header class="h1">ShopHub<\/header><main id="main"><div data-first-view="route" data-path="\/" style="display:contents"><h1>Discover our products<\/h1><img src="\/api\/images\/summer-sale.svg" alt=""><\/div><\/main><footer>Footer<\/footer><\/div><\/div>/,
    );
    assert.doesNotMatch(page, /data-route-slot/);
    // The theme script runs before anything paints, and the page's policy lets exactly it run.
    assert.ok(head.indexOf(`<script>${themeScript}</script>`) < head.indexOf('<style data-first-view>'));
    assert.deepEqual(scriptHashes, [themeScript, AFTER_PAINT_LOADER].map(sha256Source));
  });

  it("preloads a product's own image, named by a field of its inlined answer", async () => {
    const render = createFirstView(site.app, { shellDir });
    const listing = await site.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    const product = listing.json<{ products: { _id: string; image: string }[] }>().products[0]!;
    const productMap = {
      product: {
        entry: '/remotes/product/mf-manifest.json',
        routes: ['/product/:id'],
        firstView: { '/product/:id': { data: ['/api/products/:id'], images: ['/api/products/:id#image'] } },
      },
    };
    const { html: page } = await render(html, { remotesMap: productMap, path: `/product/${product._id}` });
    assert.ok(page.includes(`<link rel="preload" as="image" fetchpriority="high" href="${product.image}">`));

    const { html: missing } = await render(html, { remotesMap: productMap, path: '/product/000000000000000000000000' });
    assert.doesNotMatch(missing, /as="image"/, 'no answer, no image to name');
  });

  it('loads the page’s JavaScript only after the prerendered view has painted', async () => {
    const render = createFirstView(site.app, { shellDir });
    // The shell's index.html as its production build writes it.
    const built =
      '<!doctype html><html lang=en><head><title>shop</title><script defer src=/main.js?a957></script>' +
      '<link rel=preload as=script fetchpriority=low href=/12.e1469d6271.js></head><body><div id=root></div></body></html>';
    const { html: page } = await render(built, { remotesMap, path: '/' });
    const head = page.slice(0, page.indexOf('</head>'));
    assert.doesNotMatch(head, /main\.js|rel=("?)preload\1 as=("?)(script|fetch)/);
    const list = /<script type="application\/json" id="shop-after-paint">(.*?)<\/script>/.exec(page);
    assert.ok(list, 'the scripts are listed for the loader');
    assert.deepEqual(JSON.parse(list[1]!), {
      scripts: ['/main.js?a957'],
      preloads: [
        { href: '/12.e1469d6271.js', as: 'script', fetchpriority: 'low' },
        { href: '/remotes/catalog/remoteEntry.js', as: 'script' },
      ],
    });
    assert.ok(page.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`));
  });

  it('sends only the chrome for a route without a fragment, and nothing for a URL with a query or a shell page', async () => {
    const render = createFirstView(site.app, { shellDir });
    const { html: classic } = await render(html, { remotesMap, path: '/classic' });
    assert.match(classic, /<main id="main"><\/main>/);
    assert.doesNotMatch(classic, /Discover our products/);
    // Its largest paint still comes from the remote's code, which starts at once.
    assert.doesNotMatch(classic, /shop-after-paint/);

    for (const [path, query] of [
      ['/', 'category=books'],
      ['/about', ''],
    ] as const) {
      const { html: page, scriptHashes } = await render(html, { remotesMap, path, query });
      assert.match(page, /<div id="root"><\/div>/, `${path}?${query}`);
      assert.doesNotMatch(page, /data-first-view|<script>/, `${path}?${query}`);
      assert.deepEqual(scriptHashes, []);
    }
  });

  it("leaves the route's area empty when its markup file is not a file of the remote's build", async () => {
    const render = createFirstView(site.app, { shellDir });
    const outside = { catalog: { ...remotesMap.catalog, firstView: { '/': { markup: '../../shell/dist/index.html' } } } };
    const { html: page } = await render(html, { remotesMap: outside, path: '/' });
    assert.doesNotMatch(page, /data-first-view="route"/);
    assert.match(page, /<header class="h1">/);
  });

  it('answers GET / with the prerendered page and a policy that allows its theme script', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<div data-first-view="shell"[^>]*><header class="h1">ShopHub<\/header>/);
    const csp = String(response.headers['content-security-policy']);
    assert.ok(csp.includes(`script-src 'self' '${sha256Source(themeScript)}' '${sha256Source(AFTER_PAINT_LOADER)}';`), csp);

    const filtered = await site.app.inject({ method: 'GET', url: '/?keyword=lamp', headers: { accept: 'text/html' } });
    assert.match(filtered.body, /<div id=root><\/div>/);
    assert.match(String(filtered.headers['content-security-policy']), /script-src 'self';/);
  });
});

describe('the product page rendered into the HTML by its slice', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-view-render-'));
  const shellDir = join(root, 'shell', 'dist');
  const productDir = join(root, 'mf-product', 'dist');
  const html = '<!doctype html><html><head><title>shop</title></head><body><div id=root></div></body></html>';
  const trail = '<nav aria-label="Breadcrumb" class="t"><ol><li><a href="/">Home</a></li></ol></nav>';
  const chrome = {
    html: '<header>ShopHub</header><main id="main"><template data-route-slot=""></template></main><footer>Footer</footer>',
    css: '.h{color:red}',
    breadcrumbs: { html: trail, hiddenOn: ['/', '/login'] },
  };
  // What mf-product's build writes (first-view-product.cjs): render(answer) -> { html, css }, text escaped.
  const renderModule = `const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
exports.render = (product) => product && typeof product.name === 'string'
  ? { html: '<h1>' + escape(product.name) + '</h1><img src="' + escape(product.image) + '" alt="' + escape(product.name) + '" width="600" height="600">', css: '.summary{display:grid}' }
  : null;`;
  const remotesMap = (render: string) => ({
    product: {
      entry: '/remotes/product/mf-manifest.json',
      routes: ['/product/:id'],
      firstView: { '/product/:id': { data: ['/api/products/:id'], images: ['/api/products/:id#image'], render } },
    },
  });
  let site: TestApp;
  let product: { _id: string; name: string; image: string };

  before(async () => {
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(join(shellDir, 'index.html'), html);
    writeFileSync(join(shellDir, 'first-view-chrome.json'), JSON.stringify(chrome));
    mkdirSync(productDir, { recursive: true });
    writeFileSync(
      join(productDir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    writeFileSync(join(productDir, 'first-view-product.cjs'), renderModule);
    writeFileSync(join(productDir, 'throws.cjs'), 'exports.render = () => { throw new Error("render failed"); };');
    writeFileSync(join(productDir, 'no-render.cjs'), 'exports.somethingElse = 1;');
    // 150 ms of work per render: over the 100 ms a render may take.
    writeFileSync(
      join(productDir, 'slow.cjs'),
      `${renderModule}\nconst fast = exports.render;\nexports.render = (product) => { const until = Date.now() + 150; while (Date.now() < until); return fast(product); };`,
    );
    site = await buildTestApp({ serveSite: true, site: { root } });
    const listing = await site.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    product = listing.json<{ products: { _id: string; name: string; image: string }[] }>().products[0]!;
  });
  after(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers /product/:id with the product's name and image rendered in the page, and scripts after its paint", async () => {
    const response = await site.app.inject({ method: 'GET', url: `/product/${product._id}`, headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 200);
    const page = response.body;
    const escapedName = product.name.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
    assert.ok(
      page.includes(
        `<div data-first-view="route" data-path="/product/${product._id}" style="display:contents"><h1>${escapedName}</h1><img src="${product.image}"`,
      ),
      page,
    );
    assert.match(page, /<style data-first-view>\.h\{color:red\}\n\.summary\{display:grid\}<\/style>/);
    // The shell's breadcrumb trail has its box between the header and the page from the start.
    assert.ok(page.includes(`<header>ShopHub</header>${trail}<main id="main">`), 'the trail before <main>');
    assert.match(page, /id="shop-after-paint"/);
    assert.ok(page.includes(`<link rel="preload" as="image" fetchpriority="high" href="${product.image}">`));
  });

  it('renders no product markup for an unknown product or a URL with a query', async () => {
    const render = createFirstView(site.app, { shellDir, root });
    const { html: unknown } = await render(html, {
      remotesMap: remotesMap('first-view-product.cjs'),
      path: '/product/000000000000000000000000',
    });
    assert.doesNotMatch(unknown, /data-first-view="route"/);
    assert.match(unknown, /<header>ShopHub<\/header>/);

    const response = await site.app.inject({
      method: 'GET',
      url: `/product/${product._id}?ref=mail`,
      headers: { accept: 'text/html' },
    });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /data-first-view/);
  });

  it('sends the plain page when the render module throws, exports no render or is outside the build', async () => {
    const render = createFirstView(site.app, { shellDir, root });
    for (const file of ['throws.cjs', 'no-render.cjs', 'missing.cjs', '../../shell/dist/evil.cjs']) {
      const { html: page } = await render(html, { remotesMap: remotesMap(file), path: `/product/${product._id}` });
      assert.doesNotMatch(page, /data-first-view="route"/, file);
      assert.doesNotMatch(page, /shop-after-paint/, file);
      assert.match(page, /<header>ShopHub<\/header>/, file);
    }
  });

  it('keeps a module that was slow once or twice, and sets it aside after three slow renders in a row', async () => {
    const render = createFirstView(site.app, { shellDir, root });
    const renders = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const { html: page } = await render(html, { remotesMap: remotesMap('slow.cjs'), path: `/product/${product._id}` });
      renders.push(/data-first-view="route"/.test(page));
    }
    assert.deepEqual(renders, [true, true, true, false]);
  });

  it('leaves the trail out where the shell shows none', async () => {
    const render = createFirstView(site.app, { shellDir, root });
    const { html: login } = await render(html, {
      remotesMap: { account: { entry: '/remotes/account/mf-manifest.json', routes: ['/login'] } },
      path: '/login',
    });
    assert.match(login, /<header>ShopHub<\/header><main id="main">/);
    assert.doesNotMatch(login, /Breadcrumb/);
  });

  it('reads render modules only from a same-origin remote build or release folder', () => {
    assert.equal(localBuildDir('/remotes/product/mf-manifest.json', root), productDir);
    assert.equal(localBuildDir('/remotes/product/../../shell/mf-manifest.json', root), null);
    assert.equal(localBuildDir('/remotes/other/mf-manifest.json', root), null);
    assert.equal(localBuildDir('https://cdn.example.com/remotes/product/mf-manifest.json', root), null);
  });
});
