import { Link } from 'react-router-dom';
import { ADMIN_ORDER_STATUSES } from 'shared-ui/admin-constants';
import { EmptyState, Text } from 'shared-ui/design';
import { DataTable, Pagination } from 'shared-ui/data-views';
import { formatDate, formatPrice } from 'shared-ui/format';
import { AdminPage } from '../../../components/admin-layout';
import { FilterBar } from '../../../components/filter-bar';
import { ORDER_STATUS_BADGES, OrderStatusBadge } from '../../../components/order-status-badge';
import { PAYMENT_METHOD_LABELS } from '../../../components/payment-method-label';
import { QueryView } from '../../../components/query-view';
import { SearchForm } from '../../../components/search-form';
import { useListParams } from '../../../hooks/use-list-params';
import { useOrders } from '../api/get-orders';

export function OrdersPage() {
  const { values, page, setFilters, hrefFor } = useListParams(['status', 'q'] as const);
  const orders = useOrders({ ...values, page });
  const filtered = Boolean(values.status || values.q);
  return (
    <AdminPage title="Orders" intro="Every order, newest first.">
      <FilterBar>
        <SearchForm
          key={values.q}
          label="Search by order number, name or email"
          value={values.q}
          onSearch={(q) => setFilters({ q })}
        />
        <label>
          Status
          <select value={values.status} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">All statuses</option>
            {ADMIN_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_BADGES[status].label}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <QueryView
        query={orders}
        loadingLabel="Loading orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <EmptyState
            title={filtered ? 'No orders match' : 'No orders yet'}
            description={filtered ? 'Try another status or search.' : 'Orders appear here as soon as shoppers place them.'}
          />
        }
      >
        {(data) => (
          <>
            <DataTable
              caption={`Orders, page ${data.page} of ${data.pages}`}
              captionHidden
              rows={data.orders}
              rowKey={(order) => order._id}
              columns={[
                {
                  key: 'number',
                  header: 'Order',
                  primary: true,
                  cell: (order) => <Link to={`/admin/orders/${order._id}`}>#{order.number}</Link>,
                },
                { key: 'placed', header: 'Placed', cell: (order) => formatDate(order.createdAt) },
                {
                  key: 'customer',
                  header: 'Customer',
                  cell: (order) => (
                    <span>
                      {order.customer.name}
                      <br />
                      <Text tone="muted" size="sm">
                        {order.customer.email}
                      </Text>
                    </span>
                  ),
                },
                { key: 'items', header: 'Items', align: 'end', cell: (order) => order.itemCount },
                { key: 'total', header: 'Total', align: 'end', cell: (order) => formatPrice(order.totalPrice) },
                { key: 'payment', header: 'Payment', cell: (order) => PAYMENT_METHOD_LABELS[order.paymentMethod] },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (order) => <OrderStatusBadge status={order.status} refundPending={order.refundPending} />,
                },
              ]}
            />
            <Pagination label="Orders pages" page={data.page} pageCount={data.pages} total={data.total} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
