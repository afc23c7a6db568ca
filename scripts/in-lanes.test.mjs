import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inLanes } from './in-lanes.mjs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inLanes', () => {
  it('runs every item, never more than the lanes at once, starting each as soon as a lane is free', async () => {
    let running = 0;
    let most = 0;
    const started = [];
    await inLanes([30, 5, 5, 5, 5], 2, async (ms) => {
      started.push(ms);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
    });
    assert.equal(most, 2);
    assert.deepEqual(started, [30, 5, 5, 5, 5]);
  });

  it('starts nothing after a failure, lets the running item finish, then throws the failure', async () => {
    const finished = [];
    const started = [];
    await assert.rejects(
      inLanes(['slow', 'broken', 'never'], 2, async (item) => {
        started.push(item);
        if (item === 'broken') throw new Error('broken failed');
        await tick();
        await tick();
        finished.push(item);
      }),
      /broken failed/,
    );
    assert.deepEqual(started, ['slow', 'broken']);
    assert.deepEqual(finished, ['slow']);
  });

  it('does nothing for no items', async () => {
    await inLanes([], 2, () => assert.fail('called'));
  });
});
