import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LatencySummary } from '../../src/plugins/app/latency-summary.js';

describe('latency summary', () => {
  it('reports p50, p95 and p99 within 10 % of the exact percentiles', () => {
    const summary = new LatencySummary();
    // 1 to 1000 ms, one request each: the exact p50 is 500 ms, p95 950 ms, p99 990 ms.
    for (let ms = 1; ms <= 1000; ms++) summary.record(200, ms, ms > 500);
    const line = summary.take()!;
    assert.equal(line.requests, 1000);
    assert.equal(line.slow, 500);
    assert.equal(line.maxMs, 1000);
    for (const [value, exact] of [
      [line.p50Ms, 500],
      [line.p95Ms, 950],
      [line.p99Ms, 990],
    ] as const) {
      assert.ok(value >= exact && value <= exact * 1.1, `${value} within 10 % above ${exact}`);
    }
  });

  it('counts status classes and starts afresh after each take', () => {
    const summary = new LatencySummary();
    summary.record(200, 1, false);
    summary.record(304, 1, false);
    summary.record(429, 1, false);
    summary.record(503, 2, false);
    assert.deepEqual(summary.take()!.statusClasses, { '1xx': 0, '2xx': 1, '3xx': 1, '4xx': 1, '5xx': 1 });
    assert.equal(summary.take(), null);
  });

  it('never reports a percentile above the slowest request, sub-millisecond answers included', () => {
    const summary = new LatencySummary();
    for (let i = 0; i < 100; i++) summary.record(200, 0.03, false);
    const line = summary.take()!;
    assert.ok(line.p99Ms <= 0.1);
    assert.ok(line.p50Ms <= line.maxMs + 0.05);
  });
});
