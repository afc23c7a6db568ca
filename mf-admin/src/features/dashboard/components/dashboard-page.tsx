import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, EmptyState, Flex, Grid, Heading, Text, space } from 'shared-ui/design';
import { DataTable } from 'shared-ui/data-views';
import { formatDate, formatPrice } from 'shared-ui/format';
import type { AdminDashboard } from 'shared-ui/types';
import { AdminPage } from '../../../components/admin-layout';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { QueryView } from '../../../components/query-view';
import { useDashboard } from '../api/get-dashboard';

const PERIOD_LABELS = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' } as const;

const Figure = styled.p`
  margin: ${space.xs} 0 0;
  font-size: 1.75rem;
  font-weight: 700;
`;

const Stat = styled(Card)`
  h2,
  h3 {
    margin: 0;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** ms for timings, unitless for CLS. */
const formatVital = (metric: string, p75: number) => (metric === 'CLS' ? p75.toFixed(3) : `${Math.round(p75)} ms`);

export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <AdminPage title="Dashboard" intro="How the shop is doing, and what is waiting for you.">
      <QueryView query={dashboard} loadingLabel="Loading the dashboard">
        {(data) => <DashboardBody data={data} />}
      </QueryView>
    </AdminPage>
  );
}

function DashboardBody({ data }: { data: AdminDashboard }) {
  const { awaitingAction, lowStock, webVitals } = data;
  return (
    <Flex direction="column" gap="xl">
      <section aria-labelledby="sales-heading">
        <Heading id="sales-heading" mt="none">
          Sales
        </Heading>
        <Grid minItemWidth="min(100%, 220px)" gap="md">
          {data.sales.map((period) => (
            <Stat key={period.period} as="section" padding="md" aria-label={PERIOD_LABELS[period.period]}>
              <h3>{PERIOD_LABELS[period.period]}</h3>
              <Figure>{formatPrice(period.revenue)}</Figure>
              <Text tone="muted">
                {period.orders} {period.orders === 1 ? 'order' : 'orders'}
              </Text>
            </Stat>
          ))}
        </Grid>
        <Text as="p" tone="muted" size="sm">
          Revenue is the orders' stored totals; cancelled orders are left out.
        </Text>
      </section>

      <section aria-labelledby="waiting-heading">
        <Heading id="waiting-heading" mt="none">
          Orders awaiting action
        </Heading>
        <Grid minItemWidth="min(100%, 220px)" gap="md" mb="md">
          <Stat padding="md">
            <h3>Awaiting payment</h3>
            <Figure>
              <Link to="/admin/orders?status=awaiting_payment">{awaitingAction.awaitingPayment}</Link>
            </Figure>
          </Stat>
          <Stat padding="md">
            <h3>Paid, to deliver</h3>
            <Figure>
              <Link to="/admin/orders?status=paid">{awaitingAction.awaitingDelivery}</Link>
            </Figure>
          </Stat>
          <Stat padding="md">
            <h3>Refunds pending</h3>
            <Figure>{awaitingAction.refundPending}</Figure>
          </Stat>
        </Grid>
        {awaitingAction.oldest.length === 0 ? (
          <EmptyState title="Nothing is waiting" description="Every order is delivered or cancelled." headingLevel={3} />
        ) : (
          <DataTable
            caption="The oldest orders waiting"
            rows={awaitingAction.oldest}
            rowKey={(order) => order._id}
            columns={[
              {
                key: 'number',
                header: 'Order',
                primary: true,
                cell: (order) => <Link to={`/admin/orders/${order._id}`}>#{order.number}</Link>,
              },
              { key: 'placed', header: 'Placed', cell: (order) => formatDate(order.createdAt) },
              { key: 'customer', header: 'Customer', cell: (order) => order.customer.name },
              { key: 'total', header: 'Total', align: 'end', cell: (order) => formatPrice(order.totalPrice) },
              { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="stock-heading">
        <Heading id="stock-heading" mt="none">
          Low stock
        </Heading>
        {lowStock.products.length === 0 ? (
          <EmptyState title={`Every product has ${lowStock.below} or more in stock`} headingLevel={3} />
        ) : (
          <>
            <DataTable
              caption={`Products under ${lowStock.below} in stock (${lowStock.total})`}
              rows={lowStock.products}
              rowKey={(product) => product._id}
              columns={[
                {
                  key: 'name',
                  header: 'Product',
                  primary: true,
                  cell: (product) => <Link to={`/admin/products/${product._id}`}>{product.name}</Link>,
                },
                { key: 'stock', header: 'In stock', align: 'end', cell: (product) => product.countInStock },
              ]}
            />
            {lowStock.total > lowStock.products.length && (
              <Text as="p">
                <Link to="/admin/products?lowStock=true&sort=stock_asc">All {lowStock.total} low-stock products</Link>
              </Text>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="vitals-heading">
        <Heading id="vitals-heading" mt="none">
          Web vitals (p75)
        </Heading>
        {webVitals.rows.length === 0 ? (
          <EmptyState
            title="No measurements yet"
            description="Shoppers' browsers report them as they use the shop."
            headingLevel={3}
          />
        ) : (
          <DataTable
            caption={`From ${formatDate(webVitals.since)} to ${formatDate(webVitals.until)}`}
            rows={webVitals.rows}
            rowKey={(row) => `${row.route} ${row.metric}`}
            columns={[
              { key: 'route', header: 'Page', primary: true, cell: (row) => row.route },
              { key: 'metric', header: 'Metric', cell: (row) => row.metric },
              { key: 'p75', header: 'p75', align: 'end', cell: (row) => formatVital(row.metric, row.p75) },
              { key: 'samples', header: 'Samples', align: 'end', cell: (row) => row.samples },
            ]}
          />
        )}
      </section>
    </Flex>
  );
}
