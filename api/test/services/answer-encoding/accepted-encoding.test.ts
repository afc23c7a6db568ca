import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { acceptedEncoding } from '../../../src/services/answer-encoding/accepted-encoding.js';

describe("a cached answer's encoding", () => {
  it('takes brotli, else gzip, else none, as the Accept-Encoding header weighs them', () => {
    const cases: [string | undefined, string][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['BR;Q=1, GZIP;Q=1', 'br'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['identity', 'identity'],
      ['deflate', 'identity'],
      ['', 'identity'],
      [undefined, 'identity'],
    ];
    for (const [header, encoding] of cases) assert.equal(acceptedEncoding(header), encoding, String(header));
  });
});
