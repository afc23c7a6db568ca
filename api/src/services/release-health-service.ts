import { and, gte, lt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { WebVitalsReport } from 'shared-ui/contract';
import type { Db } from '../db/client.js';
import { releaseHealthViews } from '../db/schema/index.js';

type Report = Static<typeof WebVitalsReport>;

/** Page views are kept this long: the canary decider and the reports read the last day at most. */
export const RELEASE_HEALTH_RETENTION_DAYS = 14;
/** Failures in a page view that count against a release: the shell could not run it as it is. */
const FAILURE_KINDS = new Set(['load-failure', 'render-error', 'fallback']);

/**
 * One row per slice release the page view ran or failed to run, with whether it failed and the page's
 * LCP and INP. The shell sends a page view's first report 3 s after load (TTFB is always in it) and
 * a later one with what appeared since (INP at pagehide), each naming the releases: only a report
 * with TTFB counts a session, a later one adds INP and failures. Nothing identifies the visitor.
 */
export function releaseViewsOf(
  report: Report,
): { slice: string; release: string; session: boolean; failed: boolean; lcp: number | null; inp: number | null }[] {
  const metric = (name: string) => report.metrics.find((sample) => sample.name === name)?.value ?? null;
  const views = new Map<string, { slice: string; release: string; failed: boolean }>();
  for (const [slice, release] of Object.entries(report.releases ?? {}))
    views.set(`${slice} ${release}`, { slice, release, failed: false });
  for (const event of report.events ?? []) {
    if (!FAILURE_KINDS.has(event.kind)) continue;
    const key = `${event.slice} ${event.release}`;
    views.set(key, { slice: event.slice, release: event.release, failed: true });
  }
  const session = metric('TTFB') !== null;
  return [...views.values()].map((view) => ({ ...view, session, lcp: metric('LCP'), inp: metric('INP') }));
}

export async function recordReleaseHealth(db: Db, report: Report, random = Math.random): Promise<void> {
  const views = releaseViewsOf(report);
  if (views.length === 0) return;
  await db.insert(releaseHealthViews).values(views);
  if (random() < 0.01) {
    await db
      .delete(releaseHealthViews)
      .where(lt(releaseHealthViews.recordedAt, sql`now() - ${RELEASE_HEALTH_RETENTION_DAYS} * interval '1 day'`));
  }
}

export interface ReleaseNumbers {
  sessions: number;
  failures: number;
  lcpP75: number | null;
  inpP75: number | null;
}

/** Sessions, failures and p75 LCP and INP of each (slice, release) since `since`, keyed `slice release`. */
export async function releaseNumbers(db: Db, since: Date, until?: Date): Promise<Map<string, ReleaseNumbers>> {
  const t = releaseHealthViews;
  const rows = await db
    .select({
      slice: t.slice,
      release: t.release,
      sessions: sql<string>`count(*) filter (where ${t.session})`,
      failures: sql<string>`count(*) filter (where ${t.failed})`,
      lcp: sql<string | null>`percentile_cont(0.75) within group (order by ${t.lcp})`,
      inp: sql<string | null>`percentile_cont(0.75) within group (order by ${t.inp})`,
    })
    .from(t)
    .where(and(gte(t.recordedAt, since), until ? lt(t.recordedAt, until) : undefined))
    .groupBy(t.slice, t.release);
  return new Map(
    rows.map((row) => [
      `${row.slice} ${row.release}`,
      {
        sessions: Number(row.sessions),
        // A failure reported only in a page view's later report is still one page view.
        failures: Math.min(Number(row.failures), Number(row.sessions)),
        lcpP75: row.lcp === null ? null : Number(row.lcp),
        inpP75: row.inp === null ? null : Number(row.inp),
      },
    ]),
  );
}
