import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  brotliWindowBits,
  COMPRESS_THRESHOLD_BYTES,
  EncodedAnswer,
} from '../../../src/services/answer-encoding/encoded-answer.js';

const listing = JSON.stringify({
  products: Array.from({ length: 24 }, (_, i) => ({
    name: `Wireless headphones ${i} – grey`,
    brand: 'Sonic',
    price: 99 + i,
    stock: 12 - i,
  })),
});

describe('an encoded answer', () => {
  it('answers each encoding that decodes to its JSON, made once and then reused', () => {
    const answer = new EncodedAnswer(listing);
    const br = answer.body('br');
    const gzip = answer.body('gzip');
    assert.equal(br.encoding, 'br');
    assert.equal(gzip.encoding, 'gzip');
    assert.equal(brotliDecompressSync(br.body).toString(), listing);
    assert.equal(gunzipSync(gzip.body).toString(), listing);
    assert.ok(br.body.length < answer.json.length / 2, `${br.body.length} B of ${answer.json.length}`);
    assert.equal(answer.body('br').body, br.body, 'the same bytes, not compressed again');
    assert.equal(answer.body('gzip').body, gzip.body);
  });

  it('answers its JSON to a request that takes no encoding, and a small answer uncompressed', () => {
    const answer = new EncodedAnswer(listing);
    assert.deepEqual(answer.body('identity'), { body: answer.json, encoding: 'identity' });
    const small = new EncodedAnswer(JSON.stringify({ name: 'x'.repeat(COMPRESS_THRESHOLD_BYTES - 20) }));
    assert.equal(small.body('br').encoding, 'identity');
    assert.equal(small.body('br').body.toString(), small.json.toString());
  });

  it('weighs its JSON as UTF-8 bytes, with room for its compressed forms', () => {
    const answer = new EncodedAnswer('"–"');
    assert.equal(answer.json.length, 5);
    assert.equal(answer.bytes, 8);
  });
});

describe("brotli's window for an answer", () => {
  it('holds the answer, within the 10 to 24 bits brotli takes', () => {
    assert.equal(brotliWindowBits(7_000), 13);
    assert.equal(brotliWindowBits(8_192), 13);
    assert.equal(brotliWindowBits(100), 10);
    assert.equal(brotliWindowBits(256 * 1024), 18);
    assert.equal(brotliWindowBits(100 * 1024 * 1024), 24);
  });
});
