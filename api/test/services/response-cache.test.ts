import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerTags } from '../../src/services/product-changes/answer-tags.js';
import { CATALOGUE_CHANGE, ratingChange, stockChange } from '../../src/services/product-changes/product-change.js';
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

describe('answer cache, targeted drops', () => {
  const tagged = () => {
    const cache = new ResponseCache({ ttlMs: 5000 });
    cache.set('product:x', 'x', undefined, undefined, answerTags(['x']));
    cache.set('product:y', 'y', undefined, undefined, answerTags(['y']));
    cache.set('in-stock listing', '[a, b]', undefined, undefined, answerTags(['a', 'b'], ['in-stock']));
    cache.set('untagged', '?');
    return cache;
  };

  it('drops the answers that show a changed product or depend on what changed, and nothing else', () => {
    const cache = tagged();
    cache.drop(stockChange(['x'], false));
    assert.deepEqual(
      ['product:x', 'product:y', 'in-stock listing', 'untagged'].map((key) => cache.get(key)),
      [undefined, 'y', '[a, b]', undefined],
    );
    cache.drop(stockChange(['y'], true));
    assert.equal(cache.get('product:y'), undefined);
    assert.equal(cache.get('in-stock listing'), undefined);
  });

  it('drops every answer on a catalogue change', () => {
    const cache = tagged();
    cache.drop(CATALOGUE_CHANGE);
    assert.equal(cache.size, 0);
    assert.equal(cache.bytes, 0);
  });

  it('keeps an answer read before a drop that does not concern it, not one read before a drop that does', () => {
    const cache = new ResponseCache({ ttlMs: 5000 });
    const generation = cache.generation;
    cache.drop(ratingChange(['y']));
    cache.drop(stockChange(['z'], false));
    cache.set('product:x', 'x', undefined, generation, answerTags(['x']));
    cache.set('product:y', 'stale y', undefined, generation, answerTags(['y']));
    cache.set('by rating', 'stale order', undefined, generation, answerTags(['a'], ['rating']));
    assert.equal(cache.get('product:x'), 'x');
    assert.equal(cache.get('product:y'), undefined);
    assert.equal(cache.get('by rating'), undefined);
  });

  it('keeps no answer read before more drops than it remembers', () => {
    const cache = new ResponseCache({ ttlMs: 5000 });
    const generation = cache.generation;
    for (let i = 0; i < 1000; i++) cache.drop(stockChange([`p${i}`], false));
    cache.set('product:x', 'x', undefined, generation, answerTags(['x']));
    assert.equal(cache.get('product:x'), undefined);
  });

  it('counts hits and misses', () => {
    const cache = tagged();
    cache.get('product:x');
    cache.get('product:nothing');
    assert.deepEqual([cache.hits, cache.misses], [1, 1]);
  });
});
