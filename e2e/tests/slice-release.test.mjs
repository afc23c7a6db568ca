// A slice team's release, as the issue describes it: publish a changed cart, promote it, roll it
// back, have a release built against another React refused, all against one running server that
// is never restarted, with a shell that is never rebuilt.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { repoDir } from '../support/shop-server.mjs';
import { publishRelease, startShopWithReleaseRoot, writeChangedCart } from '../support/slice-releases.mjs';

const run = promisify(execFile);

const OLD_TEXT = 'Your Cart is Empty';
const NEW_TEXT = 'Your basket is empty (release 1.1.0)';
// What the server renders for /cart (it knows no browser storage): the cart's frame and skeleton.
const OLD_LOADING = 'Loading your cart';
const NEW_LOADING = 'Loading your basket (release 1.1.0)';
const shellFiles = ['index.html', 'main.js', 'mf-manifest.json'].map((file) => join(repoDir, 'shell', 'dist', file));

let releases;
let shop;
let browser;
let releaseRoot;
let fixture;
let shellBuiltAt;
/** @type {string} */
let releaseId = '';
const openContexts = [];

/** mf-cart as a team would change it: a new text on the empty cart and a new page, /basket, in version 1.1.0. */
function changeCart() {
  return writeChangedCart('.slice-release-fixture', {
    'src/features/cart/components/cart-page.tsx': (source) => {
      assert.ok(source.includes(`"${OLD_TEXT}"`), 'the fixture changes the empty-cart title');
      assert.ok(source.includes(`"${OLD_LOADING}"`), 'and the label of what the server renders');
      return source.replace(`"${OLD_TEXT}"`, `"${NEW_TEXT}"`).replace(`"${OLD_LOADING}"`, `"${NEW_LOADING}"`);
    },
    'src/routes.tsx': (source) =>
      source.replace(
        "{ path: '/cart', element: <CartPage /> },",
        "{ path: '/cart', element: <CartPage /> },\n  { path: '/basket', element: <CartPage /> },",
      ),
    'package.json': (source) => {
      const pkg = JSON.parse(source);
      pkg.version = '1.1.0';
      pkg.shophub.routes = ['/cart', '/basket', '/wishlist'];
      return JSON.stringify(pkg, null, 2);
    },
  });
}

const releaseTool = (script, args) => releases.releaseTool(script, args);

/** The HTML the server sends for /cart (its server render of the live cart release). */
async function serverRenderedCart() {
  return (await fetch(`${shop.baseUrl}/cart`, { headers: { accept: 'text/html' } })).text();
}

async function servedMap() {
  const response = await fetch(`${shop.baseUrl}/remotes.json`);
  assert.equal(response.status, 200);
  return response.json();
}

async function openAt(path) {
  const opened = await openPage(browser);
  openContexts.push(opened.context);
  const warnings = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await opened.page.goto(`${shop.baseUrl}${path}`);
  return { ...opened, warnings };
}

async function goToCartByLink(page) {
  await page.getByRole('link', { name: /^Cart/ }).click();
}

before(async () => {
  releases = await startShopWithReleaseRoot({ port: 6 });
  ({ shop, releaseRoot } = releases);
  shellBuiltAt = shellFiles.map((file) => statSync(file).mtimeMs);
  browser = await launchBrowser();
});

after(async () => {
  for (const context of openContexts) await context.close().catch(() => {});
  await browser?.close();
  await releases?.stop();
  fixture?.remove();
});

describe('independent slice releases', () => {
  let pageBeforePromote;
  let pageOnNewRelease;

  it('publishes a changed cart to its own immutable release folder without changing the live site', async () => {
    fixture = changeCart();
    const before = await servedMap();
    releaseId = await publishRelease(releases, fixture.cart);
    assert.match(releaseId, /^1\.1\.0-[0-9a-f]{7}/);

    const folder = join(releaseRoot, 'mf-cart', releaseId);
    const release = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'));
    const { stdout: head } = await run('git', ['rev-parse', 'HEAD'], { cwd: repoDir });
    assert.equal(release.commit, head.trim());
    assert.deepEqual(release.routes, ['/cart', '/basket', '/wishlist']);
    assert.deepEqual(release.shared.react, { version: '19.3.1', requiredVersion: '^19.3.1' });
    assert.ok(Date.parse(release.builtAt) > Date.now() - 10 * 60_000);
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.metaData.buildInfo.buildVersion, releaseId);

    assert.deepEqual(await servedMap(), before, 'a release is not live until promoted');
    assert.match(await serverRenderedCart(), new RegExp(OLD_LOADING));
  });

  it('promotes it: the next page load runs the new release, with the page it added, while a page opened before keeps its own', async () => {
    pageBeforePromote = await openAt('/');
    await pageBeforePromote.page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();

    const promoted = await releaseTool('promote.mjs', ['cart', releaseId]);
    assert.equal(promoted.code, 0, promoted.stderr);
    // The tool tells the operator how long it took; how long is the machine's business (CI measured
    // 4 s with two browser test files running), so no test holds it to a number.
    assert.match(promoted.stdout, /replaced in \d+ ms/);
    // No restart, no wait: the very next read of the map has it.
    const map = await servedMap();
    assert.equal(map.cart.entry, `/releases/mf-cart/${releaseId}/mf-manifest.json`);
    assert.equal(map.cart.release.id, releaseId);
    // The server renders the new release too, from its server build: no restart.
    const serverHtml = await serverRenderedCart();
    assert.ok(serverHtml.includes(NEW_LOADING), 'the server renders the promoted release');
    assert.ok(!serverHtml.includes(OLD_LOADING));

    pageOnNewRelease = await openAt('/cart');
    await pageOnNewRelease.page.getByRole('heading', { name: NEW_TEXT }).waitFor({ timeout: 20_000 });
    // A page the slice added in its own release, routed by a shell that was built before it existed.
    await pageOnNewRelease.page.goto(`${shop.baseUrl}/basket`);
    await pageOnNewRelease.page.getByRole('heading', { name: NEW_TEXT }).waitFor({ timeout: 20_000 });
    assert.deepEqual(pageOnNewRelease.problems, []);

    // The page opened before the promote loads the cart now, lazily: the release it started with.
    await goToCartByLink(pageBeforePromote.page);
    await pageBeforePromote.page.getByRole('heading', { name: OLD_TEXT }).waitFor({ timeout: 20_000 });
    assert.deepEqual(pageBeforePromote.problems, []);
  });

  it('shows the live release, since when and its commit on /__slices and in /api/health', async () => {
    const health = await (await fetch(`${shop.baseUrl}/api/health`)).json();
    const cart = health.slices.find((slice) => slice.name === 'cart');
    assert.equal(cart.release.id, releaseId);
    assert.ok(cart.release.liveSince);

    const { page, problems } = await openAt('/__slices');
    const row = page.getByRole('row', { name: /^cart/ });
    await row.getByRole('cell', { name: releaseId, exact: true }).waitFor();
    await row.getByRole('cell', { name: cart.release.commit.slice(0, 12), exact: true }).waitFor();
    assert.deepEqual(problems, []);
  });

  it('rolls back: a reload runs the earlier release, and a page still on the rolled-back one goes on loading its chunks', async () => {
    const pageOnRelease = await openAt('/');
    await pageOnRelease.page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();

    const rolledBack = await releaseTool('rollback.mjs', ['cart']);
    assert.equal(rolledBack.code, 0, rolledBack.stderr);
    assert.equal((await servedMap()).cart.entry, '/remotes/cart/mf-manifest.json');
    assert.ok((await serverRenderedCart()).includes(OLD_LOADING), 'the server renders the earlier release again');

    await pageOnNewRelease.page.goto(`${shop.baseUrl}/cart`);
    await pageOnNewRelease.page.getByRole('heading', { name: OLD_TEXT }).waitFor({ timeout: 20_000 });

    // Opened while the release was live, it first needs the cart now: its chunks are still served.
    await goToCartByLink(pageOnRelease.page);
    await pageOnRelease.page.getByRole('heading', { name: NEW_TEXT }).waitFor({ timeout: 20_000 });
    assert.ok(pageOnRelease.requests.some((url) => url.includes(`/releases/mf-cart/${releaseId}/__federation_expose_routes`)));
    assert.deepEqual(pageOnRelease.problems, []);
  });

  it('refuses to promote a release built against a React the live shell does not provide, and the browser does not run it either', async () => {
    // The same build as if made against React 20: its requirement, as the federation runtime reads it, is ^20.0.0.
    const incompatibleId = releaseId.replace(/^1\.1\.0/, '2.0.0');
    const folder = join(releaseRoot, 'mf-cart', incompatibleId);
    cpSync(join(releaseRoot, 'mf-cart', releaseId), folder, { recursive: true });
    const react20 = (text) => text.replaceAll('"^19.3.1"', '"^20.0.0"');
    for (const file of ['release.json', 'mf-manifest.json', 'remoteEntry.js']) {
      writeFileSync(join(folder, file), react20(readFileSync(join(folder, file), 'utf8')).replaceAll(releaseId, incompatibleId));
    }
    for (const file of readdirSync(folder).filter((name) => /^(remoteEntry\.js|mf-manifest\.json)\.(br|gz)$/.test(name))) {
      rmSync(join(folder, file));
    }
    const release = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'));
    writeFileSync(join(folder, 'release.json'), JSON.stringify({ ...release, version: '2.0.0' }));

    const mapBefore = readFileSync(shop.remotesConfig, 'utf8');
    const refused = await releaseTool('promote.mjs', ['cart', '2.0.0']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /it needs react \^20\.0\.0, but the live shell provides react 19\.3\.1/);
    assert.equal(readFileSync(shop.remotesConfig, 'utf8'), mapBefore);

    // An operator who bypasses promote by editing the map: the shell refuses to run it.
    const map = JSON.parse(mapBefore);
    map.cart = { ...map.cart, entry: `/releases/mf-cart/${incompatibleId}/mf-manifest.json` };
    writeFileSync(shop.remotesConfig, JSON.stringify(map));
    try {
      const { page, warnings } = await openAt('/cart');
      await page.getByRole('heading', { name: 'The cart could not be loaded' }).waitFor({ timeout: 20_000 });
      await page.getByRole('contentinfo').waitFor();
      assert.ok(
        warnings.some(
          (text) =>
            /the cart was not run: its release is incompatible/.test(text) && /react/.test(text) && /\^20\.0\.0/.test(text),
        ),
        `console says why: ${warnings.join(' | ')}`,
      );
      assert.equal(await page.getByRole('heading', { name: NEW_TEXT }).count(), 0);
    } finally {
      writeFileSync(shop.remotesConfig, mapBefore);
    }
  });

  it('keeps the last good map live when a hand edit breaks the file', async () => {
    const good = readFileSync(shop.remotesConfig, 'utf8');
    assert.deepEqual(await servedMap(), JSON.parse(good), 'the server has read the good map');
    writeFileSync(shop.remotesConfig, good.replace(/\}\s*$/, ',}'));
    try {
      assert.deepEqual(await servedMap(), JSON.parse(good));
      const { page, problems } = await openAt('/cart');
      await page.getByRole('heading', { name: OLD_TEXT }).waitFor({ timeout: 20_000 });
      assert.deepEqual(problems, []);
    } finally {
      writeFileSync(shop.remotesConfig, good);
    }
  });

  it('did all of it with one server process and the shell as it was built', () => {
    assert.doesNotThrow(() => process.kill(shop.pid, 0), 'the server that started is still running');
    assert.deepEqual(
      shellFiles.map((file) => statSync(file).mtimeMs),
      shellBuiltAt,
      'the shell was not rebuilt',
    );
  });
});
