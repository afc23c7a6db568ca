import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Web-vitals samples the shell reports (POST /api/metrics): one row per page view and metric. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the route pattern the page matched, e.g. /product/:id */
    route: text('route').notNull(),
    /** LCP, INP, CLS, FCP or TTFB */
    metric: text('metric').notNull(),
    /** ms, or unitless for CLS */
    value: doublePrecision('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The summary reads the last 24 hours and the clean-up deletes the oldest rows: both by time.
  (t) => [index('web_vitals_recorded_at_idx').on(t.recordedAt)],
);
