import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signPreviewToken, verifyPreviewToken } from '../../../src/site/delivery/preview-token.js';

const secret = 'a-secret-of-the-shop-0123456789';
const now = Date.parse('2026-11-22T12:00:00Z');
const grant = { slice: 'cart', release: '1.1.0-abc1234', expiresAt: now + 3_600_000 };

describe('preview tokens', () => {
  it('carries its slice, release and expiry when the signature holds', () => {
    assert.deepEqual(verifyPreviewToken(signPreviewToken(grant, secret), secret, now), { ok: true, grant });
  });

  it('is refused once expired', () => {
    const token = signPreviewToken(grant, secret);
    assert.deepEqual(verifyPreviewToken(token, secret, grant.expiresAt), { ok: false, reason: 'expired' });
    assert.deepEqual(verifyPreviewToken(token, secret, grant.expiresAt + 1), { ok: false, reason: 'expired' });
  });

  it('is refused when signed with another secret or changed after signing', () => {
    const token = signPreviewToken(grant, secret);
    assert.deepEqual(verifyPreviewToken(token, 'another-secret-0123456789abc', now), { ok: false, reason: 'forged' });
    const [, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ s: 'cart', r: '9.9.9-fffffff', e: grant.expiresAt })).toString('base64url');
    assert.deepEqual(verifyPreviewToken(`${otherPayload}.${signature}`, secret, now), { ok: false, reason: 'forged' });
  });

  it('is refused when malformed', () => {
    for (const bad of [undefined, '', 'abc', 'a.b.c', 'x'.repeat(2000)]) {
      assert.equal(verifyPreviewToken(bad, secret, now).ok, false);
    }
    const badSlice = signPreviewToken({ ...grant, slice: '../etc' }, secret);
    assert.deepEqual(verifyPreviewToken(badSlice, secret, now), { ok: false, reason: 'malformed' });
  });
});
