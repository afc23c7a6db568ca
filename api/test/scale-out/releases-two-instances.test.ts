import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { RemotesMap } from 'shared-ui/contract';
import { buildApp } from '../../src/app.js';
import { COHORT_COOKIE, newCohortId } from '../../src/site/delivery/cohort.js';
import { repositoryRoot } from '../../src/site/site-config.js';
import { createTestDatabase, TEST_ORIGIN } from '../helpers/build-test-app.js';

const run = promisify(execFile);

// Two API processes on one PostgreSQL (DATABASE_URL): the release tools write the live map and the
// canary into the release_state table, the change feed tells both instances, and every visitor gets
// the same map from either.
if (process.env.DATABASE_URL) {
  describe('two instances serve every visitor the same map', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let drop: () => Promise<void>;
    let databaseUrl: string;
    const dir = mkdtempSync(join(tmpdir(), 'releases-two-'));
    const releaseRoot = join(dir, 'releases');
    const site = join(dir, 'site');

    /** A published cart release whose ./routes module keeps the contract, as `npm run release` leaves it. */
    function publish(id: string) {
      const folder = join(releaseRoot, 'mf-cart', id);
      mkdirSync(join(folder, 'node'), { recursive: true });
      const shared = { react: { version: '19.3.1', requiredVersion: '^19.3.1' } };
      writeFileSync(
        join(folder, 'release.json'),
        JSON.stringify({
          slice: 'cart',
          id,
          version: id.split('-')[0],
          commit: 'abc1234'.padEnd(40, '0'),
          builtAt: new Date().toISOString(),
          entry: `/releases/mf-cart/${id}/mf-manifest.json`,
          routes: ['/cart', '/wishlist'],
          label: 'cart',
          shared,
        }),
      );
      writeFileSync(
        join(folder, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          shared: [{ name: 'react', ...shared.react }],
        }),
      );
      const element = "{ $$typeof: Symbol.for('react.transitional.element'), type: 'main', props: {} }";
      writeFileSync(
        join(folder, 'node', 'routes.cjs'),
        `exports.routes = [{ path: '/cart', element: ${element} }, { path: '/wishlist', element: ${element} }];`,
      );
    }

    async function tool(script: string, args: string[]) {
      const env = { ...process.env, DATABASE_URL: databaseUrl, RELEASE_ROOT: releaseRoot, SITE_ROOT: site, REMOTES_CONFIG: '' };
      return run(process.execPath, [join(repositoryRoot, 'scripts', 'releases', script), ...args], { env, cwd: repositoryRoot });
    }

    const mapOf = async (app: FastifyInstance, cohort: string) =>
      (await app.inject({ url: '/remotes.json', headers: { cookie: `${COHORT_COOKIE}=${cohort}` } })).json() as RemotesMap;

    /** Waits until both instances have heard the change feed: they answer alike for `cohorts`. */
    async function bothAgree(cohorts: string[], expect: (map: RemotesMap) => boolean) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const fromA = await Promise.all(cohorts.map((cohort) => mapOf(a, cohort)));
        const fromB = await Promise.all(cohorts.map((cohort) => mapOf(b, cohort)));
        if (fromA.some(expect) && JSON.stringify(fromA) === JSON.stringify(fromB)) return fromA;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.fail('the two instances did not come to serve the same maps');
    }

    before(async () => {
      const database = await createTestDatabase();
      drop = database.drop;
      databaseUrl = (database.config as { url: string }).url;
      mkdirSync(join(site, 'shell', 'dist'), { recursive: true });
      writeFileSync(
        join(site, 'shell', 'dist', 'mf-manifest.json'),
        JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
      );
      const options = {
        database: database.config,
        logger: false as const,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
        serveSite: true,
        seed: false as const,
        allowedOrigins: [TEST_ORIGIN],
        rateLimit: false as const,
        metricsRateLimit: false as const,
        environment: {
          ...process.env,
          RELEASE_ROOT: releaseRoot,
          REMOTES_CONFIG: '',
          CANARY_CHECK_INTERVAL_MS: '0',
          CANARY_MIN_SESSIONS: '3',
        },
      };
      a = await buildApp(options);
      b = await buildApp(options);
    });
    after(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
      rmSync(dir, { recursive: true, force: true });
    });

    it('agrees on the promoted release, then on each visitor’s side of a canary', async () => {
      publish('1.1.0-abc1234');
      publish('1.2.0-def5678');
      const cohorts = Array.from({ length: 40 }, () => newCohortId());

      await tool('promote.mjs', ['cart', '1.1.0']);
      await bothAgree(cohorts, (map) => map.cart?.release?.id === '1.1.0-abc1234');

      await tool('promote.mjs', ['cart', '1.2.0', '--canary', '50']);
      const maps = await bothAgree(cohorts, (map) => map.cart?.channel === 'canary');
      const onCanary = maps.filter((map) => map.cart!.release!.id === '1.2.0-def5678').length;
      assert.ok(onCanary > 5 && onCanary < 35, `${onCanary} of 40 visitors on the canary`);
      for (const map of maps)
        assert.equal(map.cart!.previous?.release.id ?? null, map.cart!.channel === 'canary' ? '1.1.0-abc1234' : null);

      await tool('rollback.mjs', ['cart']);
      await bothAgree(cohorts, (map) => map.cart?.channel === undefined && map.cart?.release?.id === '1.1.0-abc1234');
    });

    it('lets exactly one instance roll back a failing canary, and both then serve the stable release', async () => {
      const cohorts = Array.from({ length: 10 }, () => newCohortId());
      await tool('promote.mjs', ['cart', '1.2.0', '--canary', '50']);
      await bothAgree(cohorts, (map) => map.cart?.channel === 'canary');
      for (const app of [a, b, a]) {
        const beacon = await app.inject({
          method: 'POST',
          url: '/api/metrics',
          headers: { origin: TEST_ORIGIN },
          payload: {
            route: '/cart',
            metrics: [{ name: 'TTFB', value: 90 }],
            releases: { cart: '1.2.0-def5678' },
            events: [{ kind: 'render-error', slice: 'cart', release: '1.2.0-def5678' }],
          },
        });
        assert.equal(beacon.statusCode, 204, beacon.body);
      }
      await Promise.all([a.decideCanaries(), b.decideCanaries(), a.decideCanaries(), b.decideCanaries()]);
      await bothAgree(cohorts, (map) => map.cart?.channel === undefined);
      const { history } = await a.liveReleases.store.read();
      const decisions = history.events.filter((event) => event.by === 'decider');
      assert.equal(decisions.length, 1, JSON.stringify(decisions));
      assert.equal(decisions[0]!.action, 'canary-rollback');
      assert.equal(decisions[0]!.numbers!.canaryFailures, 3);
    });
  });
}
