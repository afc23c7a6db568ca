import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { acceptedEncoding, requestedEncoding } from '../../../src/services/answer-encoding/accepted-encoding.js';

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

describe("a request's encoding", () => {
  it('is the one its Accept-Encoding takes, none when it asks for no compression', () => {
    assert.equal(requestedEncoding({ 'accept-encoding': 'gzip, deflate, br, zstd' }), 'br');
    assert.equal(requestedEncoding({ 'accept-encoding': 'gzip' }), 'gzip');
    assert.equal(requestedEncoding({ 'accept-encoding': 'gzip, br', 'x-no-compression': '' }), 'identity');
    assert.equal(requestedEncoding({}), 'identity');
  });

  it('reads a header it has seen before the same way (remembered)', () => {
    for (let i = 0; i < 3; i++) assert.equal(acceptedEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    for (let i = 0; i < 100; i++) acceptedEncoding(`gzip;q=0.${i % 10}${i}`);
    assert.equal(acceptedEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
  });
});
