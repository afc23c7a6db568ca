import { bigserial, boolean, doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The release tools' shared state when the shop runs on PostgreSQL: one document per name
 * (`map`: the stable remotes map, `history`: every promote and rollback, `canaries`: slice ->
 * canary). The tools and the canary decider write it under an advisory lock and announce each
 * write on the change feed (api/src/site/delivery/README.md).
 */
export const releaseState = pgTable('release_state', {
  name: text('name').primaryKey(),
  document: jsonb('document').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One page view of one slice release, as the shell's beacon reported it: whether it failed (a load
 * failure, render error or fallback) and its LCP and INP. No address, no user, no URL.
 */
export const releaseHealthViews = pgTable(
  'release_health_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slice: text('slice').notNull(),
    release: text('release').notNull(),
    /** false for a page view's later report (INP at pagehide, no TTFB): it adds INP and failures, not a session */
    session: boolean('session').notNull(),
    failed: boolean('failed').notNull(),
    lcp: doublePrecision('lcp'),
    inp: doublePrecision('inp'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('release_health_views_release_idx').on(t.slice, t.release, t.recordedAt),
    index('release_health_views_recorded_at_idx').on(t.recordedAt),
  ],
);
