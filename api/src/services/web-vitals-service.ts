import { lt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { WebVitalsReport, WebVitalsSummary } from 'shared-ui/contract';
import type { Db } from '../db/client.js';
import { webVitals } from '../db/schema/index.js';

type Report = Static<typeof WebVitalsReport>;
type Summary = Static<typeof WebVitalsSummary>;
type MetricName = Report['metrics'][number]['name'];

/** Samples are kept this long; the summary only reads the last day, the rest is for comparing days by hand. */
export const WEB_VITALS_RETENTION_DAYS = 30;
export const SUMMARY_WINDOW_HOURS = 24;

/** Stores one page view's samples; now and then (1 in 100 reports) removes samples past the retention. */
export async function recordWebVitals(db: Db, report: Report, random = Math.random): Promise<void> {
  await db
    .insert(webVitals)
    .values(report.metrics.map((sample) => ({ route: report.route, metric: sample.name, value: sample.value })));
  if (random() < 0.01) await deleteOldWebVitals(db);
}

/** Deletes samples older than the retention; answers how many went. */
export async function deleteOldWebVitals(db: Db, retentionDays = WEB_VITALS_RETENTION_DAYS): Promise<number> {
  const deleted = await db
    .delete(webVitals)
    .where(lt(webVitals.recordedAt, sql`now() - ${retentionDays} * interval '1 day'`))
    .returning({ id: webVitals.id });
  return deleted.length;
}

type SummaryRow = { route: string; metric: string; p75: number | string; samples: number | string };

/**
 * p75 per route and metric over the last 24 hours: the value three page views in four stay under,
 * the percentile Google's Core Web Vitals assessment uses. percentile_cont is standard SQL
 * (PostgreSQL and PGlite alike) and interpolates between samples. The window is taken from the
 * database's clock, the one that stamped the samples.
 */
export async function summarizeWebVitals(db: Db): Promise<Summary> {
  const window = await db.execute<{ since: Date | string; until: Date | string }>(
    sql`select now() - ${SUMMARY_WINDOW_HOURS} * interval '1 hour' as since, now() as until`,
  );
  const since = new Date(window.rows[0]!.since);
  const until = new Date(window.rows[0]!.until);
  const result = await db.execute<SummaryRow>(sql`
    select route, metric, percentile_cont(0.75) within group (order by value) as p75, count(*) as samples
    from ${webVitals}
    where recorded_at > ${since.toISOString()}::timestamptz and recorded_at <= ${until.toISOString()}::timestamptz
    group by route, metric
    order by route, metric`);
  return {
    since: since.toISOString(),
    until: until.toISOString(),
    rows: result.rows.map((row) => ({
      route: row.route,
      metric: row.metric as MetricName,
      p75: Number(row.p75),
      samples: Number(row.samples),
    })),
  };
}
