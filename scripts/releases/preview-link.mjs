// The signed token of a preview link: `<payload>.<signature>`, base64url, HMAC-SHA256 of the payload
// { s: slice, r: release id, e: expiry in ms }. The server checks it with the same secret
// (api/src/site/delivery/preview-token.ts verifyPreviewToken): keep the two in step.
import { createHmac } from 'node:crypto';

export const DEFAULT_PREVIEW_HOURS = 8;

/** @param {{ slice: string, release: string, expiresAt: number }} grant */
export function signPreviewToken(grant, secret) {
  const payload = Buffer.from(JSON.stringify({ s: grant.slice, r: grant.release, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}
