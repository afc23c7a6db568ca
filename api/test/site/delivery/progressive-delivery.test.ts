import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCanary, applyPromote, type RemoteEntry, type RemotesMap } from 'shared-ui/contract';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/build-test-app.js';
import { COHORT_COOKIE, inCanary, newCohortId } from '../../../src/site/delivery/cohort.js';
import { PREVIEW_COOKIE, signPreviewToken } from '../../../src/site/delivery/preview-token.js';

// The server's half of progressive delivery, on whichever database the suite runs on (the release
// state is in files on PGlite, in the release_state table on PostgreSQL).
const dir = mkdtempSync(join(tmpdir(), 'delivery-test-'));
const remotesFile = join(dir, 'remotes.json');
const releasesDir = join(dir, 'releases');
const PREVIEW_SECRET = 'preview-secret-for-the-tests-0123456789';
let testApp: TestApp;

const catalog: RemoteEntry = { entry: '/remotes/catalog/mf-manifest.json', routes: ['/', '/search'], label: 'catalogue' };
const distCart: RemoteEntry = { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart'], label: 'cart' };

function publish(id: string, routes = ['/cart']) {
  const folder = join(releasesDir, 'mf-cart', id);
  mkdirSync(folder, { recursive: true });
  const release = {
    slice: 'cart',
    id,
    version: id.split('-')[0],
    commit: 'abc1234'.padEnd(40, '0'),
    builtAt: '2026-11-22T10:00:00.000Z',
    entry: `/releases/mf-cart/${id}/mf-manifest.json`,
    routes,
    label: 'cart',
    shared: {},
  };
  writeFileSync(join(folder, 'release.json'), JSON.stringify(release));
  const { slice: _slice, shared: _shared, label, ...rest } = release;
  return {
    entry: rest.entry,
    routes,
    label,
    release: { id, version: rest.version!, commit: rest.commit, builtAt: rest.builtAt, liveSince: '2026-11-22T11:00:00.000Z' },
  } satisfies RemoteEntry;
}

const app = () => testApp.app;
const base = (): RemotesMap => app().liveReleases.stableMap()!;

async function remotesFor(cookie?: string) {
  const response = await app().inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  assert.equal(response.statusCode, 200, response.body);
  return { map: response.json() as RemotesMap, response };
}

function cohortIn(percent: number, wanted: boolean) {
  for (;;) {
    const id = newCohortId();
    if (inCanary(id, 'cart', percent) === wanted) return id;
  }
}

async function sendBeacon(release: string, failed: boolean, lcp = 1200) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/metrics',
    headers: { origin: TEST_ORIGIN },
    payload: {
      route: '/cart',
      metrics: [
        { name: 'TTFB', value: 80 },
        { name: 'LCP', value: lcp },
      ],
      releases: { cart: release },
      ...(failed ? { events: [{ kind: 'render-error', slice: 'cart', release }] } : {}),
    },
  });
  assert.equal(response.statusCode, 204, response.body);
}

describe('progressive delivery', () => {
  before(async () => {
    writeFileSync(remotesFile, JSON.stringify({ catalog, cart: distCart }));
    testApp = await buildTestApp({
      serveSite: true,
      seed: 0,
      environment: {
        ...process.env,
        REMOTES_CONFIG: remotesFile,
        RELEASE_ROOT: releasesDir,
        PREVIEW_SECRET,
        CANARY_CHECK_INTERVAL_MS: '0',
        CANARY_MIN_SESSIONS: '4',
        CANARY_STEP_MIN_SESSIONS: '4',
        CANARY_STEP_MIN_MINUTES: '0',
      },
    });
    const stable = publish('1.0.0-aaaaaaa');
    const now = new Date('2026-11-22T11:00:00Z');
    await app().liveReleases.store.update(async (state) => ({
      state: applyPromote(state, base(), 'cart', stable, { now }),
      result: null,
    }));
    await app().liveReleases.refresh();
  });

  after(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('canary', () => {
    it('gives a new visitor a cohort cookie and serves the canary to its share only, each visitor keeping theirs', async () => {
      const canary = publish('1.1.0-bbbbbbb');
      await app().liveReleases.store.update(async (state) => ({
        state: applyCanary(state, base(), 'cart', canary, 50, { now: new Date() }),
        result: null,
      }));
      await app().liveReleases.refresh();

      const first = await remotesFor();
      const cookie = String(first.response.headers['set-cookie']);
      assert.match(cookie, new RegExp(`^${COHORT_COOKIE}=[\\w-]{16}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
      assert.equal(first.response.headers['cache-control'], 'private, no-cache');

      const inside = `${COHORT_COOKIE}=${cohortIn(50, true)}`;
      const outside = `${COHORT_COOKIE}=${cohortIn(50, false)}`;
      for (let reload = 0; reload < 3; reload++) {
        const { map } = await remotesFor(inside);
        assert.equal(map.cart!.release!.id, '1.1.0-bbbbbbb');
        assert.equal(map.cart!.channel, 'canary');
        assert.equal(map.cart!.previous!.release.id, '1.0.0-aaaaaaa');
        const { map: stableMap, response } = await remotesFor(outside);
        assert.equal(stableMap.cart!.release!.id, '1.0.0-aaaaaaa');
        assert.equal(stableMap.cart!.channel, 'stable');
        assert.equal(response.headers['set-cookie'], undefined, 'a visitor with a cohort keeps it');
      }
    });

    it('reports sessions, error rate and p75 LCP per live release', async () => {
      for (const failed of [false, false, false, true]) await sendBeacon('1.0.0-aaaaaaa', failed, 1000);
      const response = await app().inject('/api/releases/health');
      assert.equal(response.statusCode, 200, response.body);
      const cart = response.json().slices.find((slice: { slice: string }) => slice.slice === 'cart');
      assert.deepEqual(cart.releases, [
        { release: '1.0.0-aaaaaaa', channel: 'stable', sessions: 4, errorRate: 0.25, lcpP75: 1000, inpP75: null },
        { release: '1.1.0-bbbbbbb', channel: 'canary', percent: 50, sessions: 0, errorRate: null, lcpP75: null, inpP75: null },
      ]);
    });

    it('rolls back a canary whose error rate is clearly worse, recording the decision with its numbers', async () => {
      for (const failed of [true, true, true, false]) await sendBeacon('1.1.0-bbbbbbb', failed);
      await app().decideCanaries();
      assert.deepEqual(app().liveReleases.canaries(), {});
      const { map } = await remotesFor(`${COHORT_COOKIE}=${cohortIn(50, true)}`);
      assert.equal(map.cart!.release!.id, '1.0.0-aaaaaaa');
      const { history } = await app().liveReleases.store.read();
      const decision = history.events.at(-1)!;
      assert.equal(decision.action, 'canary-rollback');
      assert.equal(decision.by, 'decider');
      assert.deepEqual(decision.numbers, {
        canarySessions: 4,
        canaryFailures: 3,
        stableSessions: 4,
        stableFailures: 1,
        percent: 50,
      });
    });

    it('steps a healthy canary up, and at 100 % promotes it', async () => {
      const canary = publish('1.2.0-ccccccc');
      await app().liveReleases.store.update(async (state) => ({
        state: applyCanary(state, base(), 'cart', canary, 10, { now: new Date(Date.now() - 1000) }),
        result: null,
      }));
      await app().liveReleases.refresh();
      for (let i = 0; i < 4; i++) await sendBeacon('1.2.0-ccccccc', false);
      await app().decideCanaries();
      assert.equal(app().liveReleases.canaries().cart!.percent, 50);
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (let i = 0; i < 4; i++) await sendBeacon('1.2.0-ccccccc', false);
      await app().decideCanaries();
      assert.deepEqual(app().liveReleases.canaries(), {});
      assert.equal(base().cart!.release!.id, '1.2.0-ccccccc');
      assert.equal(base().cart!.previous!.release.id, '1.0.0-aaaaaaa');
    });
  });

  describe('preview', () => {
    const token = (release: string, expiresAt = Date.now() + 3_600_000) =>
      signPreviewToken({ slice: 'cart', release, expiresAt }, PREVIEW_SECRET);

    it('sets a signed cookie and sends the browser to the slice, which then gets that release', async () => {
      publish('1.3.0-ddddddd', ['/basket', '/cart']);
      const signed = token('1.3.0-ddddddd');
      const opened = await app().inject(`/__preview?token=${signed}`);
      assert.equal(opened.statusCode, 303);
      assert.equal(opened.headers.location, '/basket');
      assert.match(
        String(opened.headers['set-cookie']),
        new RegExp(`^${PREVIEW_COOKIE}=${signed}; Path=/; Expires=.*; HttpOnly; SameSite=Lax$`),
      );

      const { map } = await remotesFor(`${PREVIEW_COOKIE}=${signed}`);
      assert.equal(map.cart!.release!.id, '1.3.0-ddddddd');
      assert.equal(map.cart!.channel, 'preview');
      assert.deepEqual(map.cart!.routes, ['/basket', '/cart']);
      assert.equal(map.cart!.previous!.release.id, '1.2.0-ccccccc');
      const { map: others } = await remotesFor();
      assert.equal(others.cart!.release!.id, '1.2.0-ccccccc', 'nobody else sees it');
    });

    it('ignores an expired or forged cookie and refuses such a link', async () => {
      const expired = token('1.3.0-ddddddd', Date.now() - 1);
      const forged = signPreviewToken(
        { slice: 'cart', release: '1.3.0-ddddddd', expiresAt: Date.now() + 60_000 },
        'not-the-secret-0123456789',
      );
      for (const bad of [expired, forged]) {
        assert.equal((await remotesFor(`${PREVIEW_COOKIE}=${bad}`)).map.cart!.release!.id, '1.2.0-ccccccc');
        const refused = await app().inject(`/__preview?token=${bad}`);
        assert.equal(refused.statusCode, 400);
        assert.match(refused.json().message, bad === expired ? /has expired/ : /is not valid on this shop/);
      }
      assert.equal((await app().inject('/__preview')).statusCode, 400);
    });

    it('exits: the cookie is cleared and the browser goes home', async () => {
      const exited = await app().inject('/__preview/exit');
      assert.equal(exited.statusCode, 303);
      assert.equal(exited.headers.location, '/');
      assert.match(String(exited.headers['set-cookie']), new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0; Path=/`));
    });
  });
});
