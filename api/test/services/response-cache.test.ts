import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResponseCache } from '../../src/services/response-cache.js';

describe('answer cache', () => {
  it('stays within its byte budget however many distinct answers are stored', () => {
    const cache = new ResponseCache({ ttlMs: 5000, maxBytes: 100_000 });
    const body = 'x'.repeat(1000);
    for (let i = 0; i < 5000; i++) cache.set(`/api/products?page=${i}`, body);
    assert.ok(cache.bytes <= 100_000, `${cache.bytes} bytes`);
    assert.ok(cache.size < 60);
    // the newest answers are kept, the oldest went first
    assert.equal(cache.get('/api/products?page=4999'), body);
    assert.equal(cache.get('/api/products?page=0'), undefined);
  });

  it('removes expired entries without their being read again', () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 5000, now: () => now });
    for (let i = 0; i < 100; i++) cache.set(`key-${i}`, 'body');
    assert.equal(cache.size, 100);
    now = 6000;
    cache.sweep();
    assert.equal(cache.size, 0);
    assert.equal(cache.bytes, 0);
  });

  it('does not keep an answer read before an invalidation', () => {
    const cache = new ResponseCache({ ttlMs: 5000 });
    const generation = cache.generation;
    cache.clear(); // an order was placed while the answer was being read
    cache.set('listing', 'stale', undefined, generation);
    assert.equal(cache.get('listing'), undefined);
  });

  it('caches nothing while disabled (invalidations from other processes could be missed)', () => {
    const cache = new ResponseCache({ ttlMs: 5000 });
    cache.enabled = false;
    cache.set('listing', 'body');
    assert.equal(cache.get('listing'), undefined);
  });
});

describe('answer cache of other bodies', () => {
  it('weighs bodies as it is told and stays within its budget', () => {
    const cache = new ResponseCache<Buffer>({ ttlMs: 5000, maxBytes: 10_000, sizeOf: (body) => body.length });
    for (let i = 0; i < 20; i++) cache.set(`page-${i}`, Buffer.alloc(1000));
    assert.ok(cache.bytes <= 10_000, `${cache.bytes} bytes`);
    assert.ok(cache.size >= 8 && cache.size < 10, `${cache.size} entries`);
    assert.equal(cache.get('page-19')?.length, 1000);
  });

  it('tells its listeners when it is cleared, so a cache built on its answers goes with it', () => {
    const answers = new ResponseCache({ ttlMs: 5000 });
    const pages = new ResponseCache({ ttlMs: 5000 });
    answers.onDrop((change) => pages.drop(change));
    pages.set('/', '<html>');
    answers.clear();
    assert.equal(pages.get('/'), undefined);
  });
});
