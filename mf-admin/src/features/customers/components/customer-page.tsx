import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, Flex, Grid, Heading, Text } from 'shared-ui/design';
import { ConfirmDialog, DataTable, Pagination } from 'shared-ui/data-views';
import { formatDate, formatPrice } from 'shared-ui/format';
import type { AdminCustomer } from 'shared-ui/types';
import { AdminPage } from '../../../components/admin-layout';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { QueryView } from '../../../components/query-view';
import { useCustomer, useCustomerOrders } from '../api/get-customer';
import { useSetCustomerDisabled } from '../api/set-customer-disabled';
import { AccountBadge } from './account-badge';

export function CustomerPage() {
  const { id = '' } = useParams();
  const query = useCustomer(id);
  const [latest, setLatest] = useState<AdminCustomer | null>(null);
  const customer = latest?._id === id ? latest : query.data;
  return (
    <AdminPage
      title={customer?.name ?? 'Customer'}
      breadcrumbLabel={customer?.name}
      actions={customer && <AccessAction customer={customer} onChanged={setLatest} />}
    >
      <QueryView query={query} loadingLabel="Loading the customer">
        {() =>
          customer && (
            <Grid columns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="lg" align="start">
              <Card as="section" padding="md" aria-labelledby="customer-account">
                <Heading id="customer-account" mt="none">
                  Account
                </Heading>
                <Flex direction="column" gap="xs">
                  <Text>{customer.email}</Text>
                  <Text tone="muted">Customer since {formatDate(customer.createdAt)}</Text>
                  <Text>
                    {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} · {formatPrice(customer.totalSpent)}{' '}
                    spent
                  </Text>
                  <span>
                    <AccountBadge disabledAt={customer.disabledAt} />
                    {customer.disabledAt && <Text tone="muted"> since {formatDate(customer.disabledAt)}</Text>}
                  </span>
                </Flex>
              </Card>
              <CustomerOrders id={customer._id} />
            </Grid>
          )
        }
      </QueryView>
    </AdminPage>
  );
}

function AccessAction({ customer, onChanged }: { customer: AdminCustomer; onChanged: (customer: AdminCustomer) => void }) {
  const [confirming, setConfirming] = useState(false);
  const change = useSetCustomerDisabled({
    onSuccess: (answer) => {
      setConfirming(false);
      onChanged(answer);
    },
  });
  if (customer.isAdmin) return null;
  if (customer.disabledAt)
    return (
      <Flex direction="column" align="end" gap="xs">
        <Button
          variant="outline"
          disabled={change.isPending}
          onClick={() => change.mutate({ id: customer._id, disabled: false })}
        >
          Enable account
        </Button>
        {change.status === 'error' && (
          <Text role="alert" tone="danger" size="sm">
            {change.errorMessage}
          </Text>
        )}
      </Flex>
    );
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Disable account
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Disable ${customer.name}'s account?`}
        confirmLabel="Disable account"
        cancelLabel="Keep it active"
        pending={change.isPending}
        error={change.status === 'error' ? change.errorMessage : null}
        onConfirm={() => change.mutate({ id: customer._id, disabled: true })}
        onCancel={() => setConfirming(false)}
      >
        <Text as="p" mt="none">
          They are signed out everywhere at once and cannot sign in until the account is enabled again. Their orders are kept.
        </Text>
      </ConfirmDialog>
    </>
  );
}

function CustomerOrders({ id }: { id: string }) {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const orders = useCustomerOrders(id, page);
  return (
    <section aria-labelledby="customer-orders">
      <Heading id="customer-orders" mt="none">
        Orders
      </Heading>
      <QueryView
        query={orders}
        loadingLabel="Loading the customer's orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={<EmptyState title="No orders yet" headingLevel={3} />}
      >
        {(data) => (
          <>
            <DataTable
              caption="The customer's orders"
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
                { key: 'total', header: 'Total', align: 'end', cell: (order) => formatPrice(order.totalPrice) },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (order) => <OrderStatusBadge status={order.status} refundPending={order.refundPending} />,
                },
              ]}
            />
            <Pagination
              label="Customer's orders pages"
              page={data.page}
              pageCount={data.pages}
              total={data.total}
              hrefFor={(to) => (to > 1 ? `/admin/customers/${id}?page=${to}` : `/admin/customers/${id}`)}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
