import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cohortBucket, inCanary, isCohortId, newCohortId } from '../../../src/site/delivery/cohort.js';

describe('canary cohorts', () => {
  const ids = Array.from({ length: 10_000 }, () => newCohortId());

  it('puts 10 % ± 2 of 10 000 fresh visitors in a 10 % canary, and about half in a 50 % one', () => {
    const share = (percent: number) => ids.filter((id) => inCanary(id, 'cart', percent)).length / ids.length;
    const ten = share(10);
    assert.ok(ten >= 0.08 && ten <= 0.12, `10 % canary got ${(ten * 100).toFixed(1)} %`);
    const half = share(50);
    assert.ok(half >= 0.48 && half <= 0.52, `50 % canary got ${(half * 100).toFixed(1)} %`);
  });

  it('gives a visitor the same bucket every time, so a widened canary keeps everyone who had it', () => {
    for (const id of ids.slice(0, 500)) {
      assert.equal(cohortBucket(id, 'cart'), cohortBucket(id, 'cart'));
      if (inCanary(id, 'cart', 10)) assert.equal(inCanary(id, 'cart', 50), true);
    }
  });

  it("does not put the same visitors in every slice's canary", () => {
    const cart = ids.filter((id) => inCanary(id, 'cart', 10));
    const both = cart.filter((id) => inCanary(id, 'catalog', 10)).length / cart.length;
    assert.ok(both < 0.2, `${(both * 100).toFixed(1)} % of the cart's canary also got the catalogue's`);
  });

  it('accepts only ids it could have made', () => {
    assert.equal(isCohortId(newCohortId()), true);
    for (const bad of ['', 'short', 'x'.repeat(17), 'abc/def+ghi=jklm', undefined, 42]) assert.equal(isCohortId(bad), false);
  });
});
