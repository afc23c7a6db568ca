import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { toDollars } from 'shared-ui/pricing';
import { summarizeWebVitals } from '../web-vitals-service.js';
import { oldestWaitingOrders } from './admin-orders.js';
import { lowStockProducts } from './admin-products.js';

type SalesRow = {
  generatedAt: number;
  todaySince: number;
  weekSince: number;
  monthSince: number;
  todayOrders: number;
  todayCents: number;
  weekOrders: number;
  weekCents: number;
  monthOrders: number;
  monthCents: number;
  awaitingPayment: number;
  awaitingDelivery: number;
  refundPending: number;
};

// Instants as ms since the epoch: a timestamp's text form differs between PGlite and node-postgres.
const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * Orders and revenue from the orders' stored totals (cancelled excluded; the database's clock, today from
 * 00:00 UTC), what waits for staff, low stock, and the web-vitals p75 of the last 24 hours.
 */
export async function dashboard(db: Db) {
  const result = await db.execute<SalesRow>(sql`
    with bounds as (
      select now() as generated_at, date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as today,
        now() - interval '7 days' as week, now() - interval '30 days' as month
    )
    select ${epochMs(sql`b.generated_at`)} as "generatedAt", ${epochMs(sql`b.today`)} as "todaySince",
      ${epochMs(sql`b.week`)} as "weekSince", ${epochMs(sql`b.month`)} as "monthSince",
      count(*) filter (where o.created_at >= b.today and o.cancelled_at is null)::int as "todayOrders",
      coalesce(sum(o.total_price_cents) filter (where o.created_at >= b.today and o.cancelled_at is null), 0)::int8 as "todayCents",
      count(*) filter (where o.created_at >= b.week and o.cancelled_at is null)::int as "weekOrders",
      coalesce(sum(o.total_price_cents) filter (where o.created_at >= b.week and o.cancelled_at is null), 0)::int8 as "weekCents",
      count(*) filter (where o.cancelled_at is null)::int as "monthOrders",
      coalesce(sum(o.total_price_cents) filter (where o.cancelled_at is null), 0)::int8 as "monthCents",
      (select count(*)::int from ${orders} where status = 'awaiting_payment') as "awaitingPayment",
      (select count(*)::int from ${orders} where status = 'paid') as "awaitingDelivery",
      (select count(*)::int from ${orders} where cancelled_at is not null and is_paid) as "refundPending"
    from bounds b left join ${orders} o on o.created_at >= b.month
    group by b.generated_at, b.today, b.week, b.month`);
  const row = result.rows[0]!;
  const [oldest, lowStock, webVitals] = await Promise.all([
    oldestWaitingOrders(db, 10),
    lowStockProducts(db, 20),
    summarizeWebVitals(db),
  ]);
  const period = (name: 'today' | '7d' | '30d', since: number, count: number, cents: number | string) => ({
    period: name,
    since: iso(since),
    orders: Number(count),
    revenue: toDollars(Number(cents)),
  });
  return {
    generatedAt: iso(row.generatedAt),
    sales: [
      period('today', row.todaySince, row.todayOrders, row.todayCents),
      period('7d', row.weekSince, row.weekOrders, row.weekCents),
      period('30d', row.monthSince, row.monthOrders, row.monthCents),
    ],
    awaitingAction: {
      awaitingPayment: Number(row.awaitingPayment),
      awaitingDelivery: Number(row.awaitingDelivery),
      refundPending: Number(row.refundPending),
      oldest,
    },
    lowStock,
    webVitals,
  };
}
