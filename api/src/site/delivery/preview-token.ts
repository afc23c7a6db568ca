// Preview links: `npm run preview` signs { slice, release, expiry } with a secret the server shares
// (PREVIEW_SECRET, else one generated once and kept beside the release state); opening the link
// puts the token in a cookie, and the server serves that release to that browser only until it
// expires. No relative imports: the release tools load this file as it is.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'shophub_preview';
export const DEFAULT_PREVIEW_HOURS = 8;

export interface PreviewGrant {
  slice: string;
  release: string;
  /** ms since the epoch */
  expiresAt: number;
}

const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `<payload>.<signature>`, both base64url: safe in a URL and in a cookie. */
export function signPreviewToken(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ s: grant.slice, r: grant.release, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

export type PreviewTokenCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** The grant a token carries, if its signature holds and it has not expired. */
export function verifyPreviewToken(token: unknown, secret: string, now = Date.now()): PreviewTokenCheck {
  if (typeof token !== 'string' || token.length > 1000) return { ok: false, reason: 'malformed' };
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let decoded: { s?: unknown; r?: unknown; e?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { s, r, e } = decoded;
  if (
    typeof s !== 'string' ||
    !/^[a-z][a-z0-9-]*$/.test(s) ||
    typeof r !== 'string' ||
    !/^[A-Za-z0-9][A-Za-z0-9._+-]*$/.test(r)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof e !== 'number' || !Number.isFinite(e)) return { ok: false, reason: 'malformed' };
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { slice: s, release: r, expiresAt: e } };
}
