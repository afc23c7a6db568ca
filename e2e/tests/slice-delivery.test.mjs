// Progressive delivery as a slice team uses it: a preview link that shows a release to one browser,
// a canary to about half of the visitors, each keeping their side, and a canary that breaks in
// browsers rolled back by the server on its own. One server, never restarted; the release setup is
// slice-release.test.mjs's (a changed cart, released with the real tool).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { publishRelease, startShopWithReleaseRoot, writeChangedCart } from '../support/slice-releases.mjs';

const OLD_TEXT = 'Your Cart is Empty';
const NEW_TEXT = 'Your basket is empty (release 1.1.0)';
// The canary cohort's cookie (api/src/site/delivery/cohort.ts).
const COHORT_COOKIE = 'shophub_cohort';
const CANARY_ENV = {
  CANARY_CHECK_INTERVAL_MS: '500',
  CANARY_MIN_SESSIONS: '3',
  CANARY_MAX_ERROR_RATE_INCREASE: '0.2',
  // No step up during the test: only the rollback is under test here.
  CANARY_STEP_MIN_MINUTES: '600',
};

let releases;
let shop;
let browser;
let releaseRoot;
let fixture;
let releaseId = '';
let brokenId = '';
const openContexts = [];

/** mf-cart with a new empty-cart title, in version 1.1.0. */
function changeCart() {
  return writeChangedCart('.slice-delivery-fixture', {
    'src/features/cart/components/cart-page.tsx': (source) => source.replace(`"${OLD_TEXT}"`, `"${NEW_TEXT}"`),
    'package.json': (source) => JSON.stringify({ ...JSON.parse(source), version: '1.1.0' }, null, 2),
  });
}

/**
 * The same release as if built with a bug that throws while the cart renders: a copy with its own
 * id whose browser chunks throw where the new title is rendered (its Node build is untouched).
 */
function publishBrokenCopy() {
  const id = releaseId.replace(/^1\.1\.0/, '1.2.0');
  const folder = join(releaseRoot, 'mf-cart', id);
  cpSync(join(releaseRoot, 'mf-cart', releaseId), folder, { recursive: true });
  let patched = 0;
  for (const file of readdirSync(folder)) {
    if (/\.(br|gz)$/.test(file)) {
      rmSync(join(folder, file));
      continue;
    }
    if (!/\.(js|json)$/.test(file)) continue;
    const text = readFileSync(join(folder, file), 'utf8');
    let next = text.replaceAll(releaseId, id);
    if (file.endsWith('.js') && next.includes(`"${NEW_TEXT}"`)) {
      next = next.replaceAll(`"${NEW_TEXT}"`, '(()=>{throw new Error("the canary is broken")})()');
      patched += 1;
    }
    if (next !== text) writeFileSync(join(folder, file), next);
  }
  assert.ok(patched > 0, 'the copy throws where the cart renders its title');
  const release = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'));
  writeFileSync(join(folder, 'release.json'), JSON.stringify({ ...release, id, version: '1.2.0' }));
  return id;
}

const releaseTool = (script, args) => releases.releaseTool(script, args);

/** A new browser at `path`, as a visitor of `cohort` (its cookie) or a first-time one. */
async function openAt(path, cohort = '') {
  const opened = await openPage(browser);
  openContexts.push(opened.context);
  if (cohort) {
    await opened.context.addCookies([{ name: COHORT_COOKIE, value: cohort, domain: new URL(shop.baseUrl).hostname, path: '/' }]);
  }
  await opened.page.goto(`${shop.baseUrl}${path}`);
  return opened;
}

/** Which cart title the page shows: the new release's or the stable one's. */
async function cartTitle(page) {
  const heading = page.getByRole('heading', { name: new RegExp(`^(${OLD_TEXT}|${NEW_TEXT.replace(/[()]/g, '\\$&')})$`) });
  await heading.waitFor({ timeout: 20_000 });
  return heading.textContent();
}

/**
 * /cart as the server answers it to a visitor with `cohort` (none: a first visit): the cohort it keeps
 * (its cookie, or the one it was just given), and the cart's entry and channel in the page's remotes map.
 * @param {string} [cohort]
 */
async function cartPage(cohort) {
  const response = await fetch(`${shop.baseUrl}/cart`, cohort ? { headers: { cookie: `${COHORT_COOKIE}=${cohort}` } } : {});
  assert.equal(response.status, 200);
  const given = new RegExp(`${COHORT_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  const inlined = /<script type="application\/json" id="shop-remotes">(.*?)<\/script>/s.exec(await response.text());
  assert.ok(inlined, 'the page inlines its remotes map');
  const { entry, channel } = JSON.parse(inlined[1] ?? 'null').cart;
  return { cohort: given ?? cohort, cartEntry: String(entry), channel };
}

async function closeAll() {
  for (const context of openContexts.splice(0)) await context.close().catch(() => {});
}

before(async () => {
  releases = await startShopWithReleaseRoot({ port: 16, env: CANARY_ENV });
  ({ shop, releaseRoot } = releases);
  browser = await launchBrowser();
  fixture = changeCart();
  releaseId = await publishRelease(releases, fixture.cart);
  assert.match(releaseId, /^1\.1\.0-[0-9a-f]{7}/);
});

after(async () => {
  await closeAll();
  await browser?.close();
  await releases?.stop();
  fixture?.remove();
});

describe('progressive delivery of a slice', () => {
  it('shows a release through a preview link to that browser only, until it exits the preview', async () => {
    const made = await releaseTool('preview.mjs', ['cart', releaseId]);
    assert.equal(made.code, 0, made.stderr);
    const link = made.stdout.split('\n').find((line) => line.startsWith(`${shop.baseUrl}/__preview?token=`));
    assert.ok(link, made.stdout);

    const previewer = await openAt(link.slice(shop.baseUrl.length));
    assert.equal(new URL(previewer.page.url()).pathname, '/cart');
    assert.equal(await cartTitle(previewer.page), NEW_TEXT);
    await previewer.page.reload();
    assert.equal(await cartTitle(previewer.page), NEW_TEXT);
    assert.deepEqual(previewer.problems, []);

    const someoneElse = await openAt('/cart');
    assert.equal(await cartTitle(someoneElse.page), OLD_TEXT);

    await previewer.page.goto(`${shop.baseUrl}/__preview/exit`);
    await previewer.page.goto(`${shop.baseUrl}/cart`);
    assert.equal(await cartTitle(previewer.page), OLD_TEXT);
    await closeAll();
  });

  it('serves a 50 % canary to about half of 40 fresh visitors, each keeping their version across reloads', async (t) => {
    const promoted = await releaseTool('promote.mjs', ['cart', releaseId, '--canary', '50']);
    assert.equal(promoted.code, 0, promoted.stderr);

    // The split is the server's: 40 first visits as HTTP requests, each given a cohort and the
    // cart's release in the page's remotes map, the same again when the page is asked for again.
    const cohorts = { canary: /** @type {string[]} */ ([]), stable: /** @type {string[]} */ ([]) };
    for (let visitor = 0; visitor < 40; visitor++) {
      const first = await cartPage();
      assert.ok(first.cohort, 'a first visit during a canary is given a cohort');
      const again = await cartPage(first.cohort);
      assert.equal(again.cartEntry, first.cartEntry, 'a visitor keeps their version across a reload');
      assert.equal(first.cartEntry.includes(releaseId), first.channel === 'canary', `${first.channel}: ${first.cartEntry}`);
      cohorts[first.channel === 'canary' ? 'canary' : 'stable'].push(first.cohort);
    }
    t.diagnostic(`${cohorts.canary.length} of 40 visitors got the canary`);
    assert.ok(
      cohorts.canary.length >= 10 && cohorts.canary.length <= 30,
      `${cohorts.canary.length} of 40 visitors got the canary`,
    );

    // What the browser runs is what the map says: a visitor of each side sees their release's cart
    // across a reload, and a browser that arrives with no cookie keeps the version it was first given.
    for (const [side, title] of /** @type {const} */ ([
      ['canary', NEW_TEXT],
      ['stable', OLD_TEXT],
    ])) {
      const opened = await openAt('/cart', cohorts[side][0]);
      assert.equal(await cartTitle(opened.page), title, `a ${side} visitor's cart`);
      await opened.page.reload();
      assert.equal(await cartTitle(opened.page), title, `a ${side} visitor's cart after a reload`);
      assert.deepEqual(opened.problems, []);
    }
    const newcomer = await openAt('/cart');
    const firstTitle = await cartTitle(newcomer.page);
    await newcomer.page.reload();
    assert.equal(await cartTitle(newcomer.page), firstTitle, 'a new browser keeps its version across a reload');
    await closeAll();

    const ended = await releaseTool('rollback.mjs', ['cart']);
    assert.equal(ended.code, 0, ended.stderr);
    assert.match(ended.stdout, /the canary of cart .* has ended/);
  });

  it('rolls back a canary that throws on render once past the threshold; new visitors then get the stable release', async (t) => {
    brokenId = publishBrokenCopy();
    const promoted = await releaseTool('promote.mjs', ['cart', brokenId, '--canary', '50']);
    assert.equal(promoted.code, 0, promoted.stderr);

    // Visitors until the canary has its minimum sample of broken page views, each reported by its beacon.
    const rolledBack = async () => {
      const report = await (await fetch(`${shop.baseUrl}/api/releases/health`)).json();
      return !report.slices.find((slice) => slice.slice === 'cart').releases.some((release) => release.channel === 'canary');
    };
    // Browsers of cohorts the server puts on the canary, until it has its minimum sample of broken views.
    const canaryCohort = async () => {
      for (let visitor = 0; visitor < 40; visitor++) {
        const { cohort, channel } = await cartPage();
        if (channel === 'canary') return cohort;
      }
      assert.fail('no first visit of 40 was put on the canary');
    };
    let brokenViews = 0;
    for (let visitor = 0; visitor < 10 && !(await rolledBack()); visitor++) {
      const { page } = await openAt('/cart', await canaryCohort());
      const broken = page.getByRole('heading', { name: 'Unexpected Application Error!' });
      const stable = page.getByRole('heading', { name: OLD_TEXT });
      await broken.or(stable).first().waitFor({ timeout: 20_000 });
      if (await broken.isVisible()) {
        brokenViews += 1;
        // The beacon leaves 3 s after load.
        await page.waitForRequest((request) => request.url().endsWith('/api/metrics'), { timeout: 10_000 });
      }
      await closeAll();
      if (brokenViews >= 3) {
        for (let wait = 0; wait < 20 && !(await rolledBack()); wait++) await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    assert.ok(await rolledBack(), `the canary was rolled back after ${brokenViews} broken page views`);
    t.diagnostic(`rolled back after ${brokenViews} broken page views`);

    for (let visitor = 0; visitor < 3; visitor++) {
      const { page, problems } = await openAt('/cart');
      assert.equal(await cartTitle(page), OLD_TEXT);
      assert.deepEqual(problems, []);
    }
    const listed = await releaseTool('list-releases.mjs', []);
    assert.equal(listed.code, 0, listed.stderr);
    assert.doesNotMatch(listed.stdout, /canary 1\.2\.0/);
    const history = JSON.parse(readFileSync(join(releaseRoot, 'live-history.json'), 'utf8'));
    const decision = history.events.at(-1);
    assert.equal(decision.action, 'canary-rollback');
    assert.equal(decision.by, 'decider');
    assert.equal(decision.from, brokenId);
    assert.ok(decision.numbers.canaryFailures >= 3, JSON.stringify(decision.numbers));
  });
});
