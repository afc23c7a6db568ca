import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY, decideCanary } from '../../../src/site/delivery/canary-decision.js';
import { CANARY_STEPS } from 'shared-ui/contract';

const policy = DEFAULT_CANARY_POLICY;
const hour = 3_600_000;
const decide = (canary: [number, number], stable: [number, number], percent = 10, atStep = canary[0], msAtStep = hour) =>
  decideCanary(
    {
      canary: { sessions: canary[0], failures: canary[1] },
      stable: { sessions: stable[0], failures: stable[1] },
      atStep,
      percent,
      msAtStep,
    },
    policy,
    CANARY_STEPS,
  );

describe('canary decisions', () => {
  it('waits for the minimum sample however bad the first sessions look', () => {
    assert.equal(decide([99, 99], [1000, 0]).action, 'wait');
  });

  it('rolls back a canary whose error rate is worse than the stable one by more than the threshold', () => {
    const decision = decide([100, 5], [1000, 10]);
    assert.equal(decision.action, 'rollback');
    assert.match(decision.reason, /canary 5\.0 % of 100 sessions, stable 1\.0 % of 1000/);
  });

  it('keeps a canary within the threshold of a stable release that also fails now and then', () => {
    assert.notEqual(decide([200, 5], [2000, 40]).action, 'rollback');
  });

  it('steps a healthy canary up 10 → 50 → 100 after enough sessions and time at the step', () => {
    assert.deepEqual(decide([300, 0], [3000, 3], 10).action === 'step' && decide([300, 0], [3000, 3], 10), {
      action: 'step',
      percent: 50,
      reason: 'healthy (canary 0.0 % of 300 sessions, stable 0.1 % of 3000) for 300 sessions at 10 %',
    });
    const fromHalf = decide([300, 0], [3000, 3], 50);
    assert.equal(fromHalf.action === 'step' && fromHalf.percent, 100);
  });

  it('does not step before the minimum time or sessions at the step', () => {
    assert.equal(decide([300, 0], [3000, 0], 10, 300, 29 * 60_000).action, 'wait');
    assert.equal(decide([300, 0], [3000, 0], 10, 199, hour).action, 'wait');
  });

  it('steps a canary started at an odd percent to the next step above it', () => {
    const decision = decide([300, 0], [3000, 0], 25);
    assert.equal(decision.action === 'step' && decision.percent, 50);
  });
});
