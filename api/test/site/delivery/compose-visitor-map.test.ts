import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RemoteEntry } from 'shared-ui/contract';
import { inCanary, newCohortId } from '../../../src/site/delivery/cohort.js';
import { composeVisitorMap } from '../../../src/site/delivery/compose-visitor-map.js';

const release = (id: string) => ({ id, version: id.split('-')[0]!, commit: 'c'.repeat(40), builtAt: 't', liveSince: 't' });
const entry = (id: string, routes = ['/cart']): RemoteEntry => ({
  entry: `/releases/mf-cart/${id}/mf-manifest.json`,
  routes,
  label: 'cart',
  release: release(id),
});
const catalog: RemoteEntry = { entry: '/remotes/catalog/mf-manifest.json', routes: ['/'] };
const stable = { catalog, cart: entry('1.0.0-aaaaaaa') };
const canaries = { cart: { remote: entry('1.1.0-bbbbbbb'), percent: 50, startedAt: 't', steppedAt: 't' } };

function visitorIn(wanted: boolean) {
  for (;;) {
    const id = newCohortId();
    if (inCanary(id, 'cart', 50) === wanted) return id;
  }
}

describe("a visitor's map", () => {
  it('serves the canary, with the stable release as its previous, to a visitor in its share', () => {
    const map = composeVisitorMap(stable, canaries, { cohortId: visitorIn(true) });
    assert.equal(map.cart!.release!.id, '1.1.0-bbbbbbb');
    assert.equal(map.cart!.channel, 'canary');
    assert.deepEqual(map.cart!.previous, { entry: stable.cart.entry, release: stable.cart.release });
    assert.deepEqual(map.catalog, catalog);
  });

  it('serves the stable release, marked so, to visitors outside the share and to those without a cohort', () => {
    for (const visitor of [{ cohortId: visitorIn(false) }, {}]) {
      const map = composeVisitorMap(stable, canaries, visitor);
      assert.deepEqual(map.cart, { ...stable.cart, channel: 'stable' });
    }
  });

  it("serves a preview to that browser only, over the visitor's canary, with the stable release as previous", () => {
    const preview = { slice: 'cart', remote: entry('1.2.0-ccccccc', ['/cart', '/basket']) };
    const map = composeVisitorMap(stable, canaries, { cohortId: visitorIn(true), preview });
    assert.equal(map.cart!.release!.id, '1.2.0-ccccccc');
    assert.equal(map.cart!.channel, 'preview');
    assert.equal(map.cart!.previous!.release.id, '1.0.0-aaaaaaa');
  });

  it('leaves out a preview whose routes clash with another slice', () => {
    const preview = { slice: 'cart', remote: entry('1.2.0-ccccccc', ['/cart', '/']) };
    assert.deepEqual(composeVisitorMap(stable, {}, { preview }), stable);
  });
});
