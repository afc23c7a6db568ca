// Canary cohorts: a visitor's random id, kept in a cookie, hashed with the slice's name to a bucket
// 0-99. A canary at p % serves the buckets below p, so widening it keeps everyone who had it, and
// two slices' canaries do not always fall on the same visitors. No relative imports: the release
// tools load this file as it is (Node strips the types).
import { createHash, randomBytes } from 'node:crypto';

export const COHORT_COOKIE = 'shophub_cohort';

/** An id with no meaning beyond the cohort: 96 random bits, base64url. */
export function newCohortId(): string {
  return randomBytes(12).toString('base64url');
}

/** Accepts only ids this server could have made: a cookie is input like any other. */
export function isCohortId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16}$/.test(value);
}

/** The visitor's bucket for `slice`, 0-99, the same on every server and every request. */
export function cohortBucket(cohortId: string, slice: string): number {
  const digest = createHash('sha256').update(`${slice}:${cohortId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Whether a canary at `percent` serves this visitor. */
export function inCanary(cohortId: string, slice: string, percent: number): boolean {
  return cohortBucket(cohortId, slice) < percent;
}
