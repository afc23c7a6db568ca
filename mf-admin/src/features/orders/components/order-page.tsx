import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Flex, Grid, Heading, OrderTotals, Text, radius, space } from 'shared-ui/design';
import { ConfirmDialog } from 'shared-ui/data-views';
import { formatDate, formatPrice } from 'shared-ui/format';
import type { AdminOrder } from 'shared-ui/types';
import { AdminPage } from '../../../components/admin-layout';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PAYMENT_METHOD_LABELS } from '../../../components/payment-method-label';
import { QueryView } from '../../../components/query-view';
import { useChangeOrder, type OrderAction } from '../api/change-order';
import { useOrder } from '../api/get-order';

const ItemRow = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: ${space.md};
  align-items: center;
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${radius.sm};
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${space.md};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  li {
    margin-bottom: ${space.sm};
  }
`;

const EVENT_LABELS = { placed: 'Placed', paid: 'Paid', delivered: 'Delivered', cancelled: 'Cancelled' } as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Which actions the order's state allows (the server checks again). */
function allowedActions(order: AdminOrder): Record<OrderAction, boolean> {
  const open = order.status !== 'cancelled';
  return { pay: open && !order.isPaid, deliver: open && !order.isDelivered, cancel: open && !order.isDelivered };
}

const ACTION_DONE: Record<OrderAction, string> = {
  pay: 'Marked paid.',
  deliver: 'Marked delivered.',
  cancel: 'Order cancelled; its items are back in stock.',
};

export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const number = order.data?.number;
  return (
    <AdminPage
      title={number ? `Order #${number}` : 'Order'}
      breadcrumbLabel={number ? `#${number}` : undefined}
      actions={order.data && <OrderActions order={order.data} onChanged={order.refetch} />}
    >
      <QueryView query={order} loadingLabel="Loading the order">
        {(data) => <OrderDetails order={data} />}
      </QueryView>
    </AdminPage>
  );
}

function OrderActions({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const change = useChangeOrder({
    onSuccess: (_order, { action }) => {
      setConfirmingCancel(false);
      setDone(ACTION_DONE[action]);
      onChanged();
    },
  });
  const allowed = allowedActions(order);
  const run = (action: OrderAction) => {
    setDone(null);
    change.mutate({ id: order._id, action });
  };
  return (
    <Flex direction="column" align="end" gap="xs">
      <Flex gap="sm" wrap>
        {allowed.pay && (
          <Button variant="outline" onClick={() => run('pay')} disabled={change.isPending}>
            Mark paid
          </Button>
        )}
        {allowed.deliver && (
          <Button variant="success" onClick={() => run('deliver')} disabled={change.isPending}>
            Mark delivered
          </Button>
        )}
        {allowed.cancel && (
          <Button variant="danger" onClick={() => setConfirmingCancel(true)} disabled={change.isPending}>
            Cancel order
          </Button>
        )}
      </Flex>
      <Text role="status" size="sm" tone="success">
        {done}
      </Text>
      {change.status === 'error' && !confirmingCancel && (
        <Text role="alert" size="sm" tone="danger">
          {change.errorMessage}
        </Text>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={`Cancel order #${order.number}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        pending={change.isPending}
        error={confirmingCancel && change.status === 'error' ? change.errorMessage : null}
        onConfirm={() => run('cancel')}
        onCancel={() => setConfirmingCancel(false)}
      >
        <Text as="p" mt="none">
          Its {order.orderItems.length === 1 ? 'item goes' : 'items go'} back in stock and {order.user.name} sees the order as
          cancelled.
          {order.isPaid && ' It was paid: the refund is then pending.'}
        </Text>
      </ConfirmDialog>
    </Flex>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const { shippingAddress: address } = order;
  return (
    <Grid columns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="lg" align="start">
      <Flex direction="column" gap="lg">
        <Card as="section" aria-labelledby="order-items" padding="md">
          <Heading id="order-items" mt="none">
            Items
          </Heading>
          <Flex as="ul" direction="column" gap="md">
            {order.orderItems.map((item) => (
              <ItemRow key={item._id}>
                <img src={item.image} alt="" />
                <Link to={`/admin/products/${item.product}`}>{item.name}</Link>
                <Text>
                  {item.qty} × {formatPrice(item.price)}
                </Text>
              </ItemRow>
            ))}
          </Flex>
        </Card>
        <Card as="section" aria-labelledby="order-timeline" padding="md">
          <Heading id="order-timeline" mt="none">
            Timeline
          </Heading>
          <Timeline>
            {(order.timeline ?? []).map((event) => (
              <li key={`${event.type}-${event.at}`}>
                <Text weight="semibold">{EVENT_LABELS[event.type]}</Text>{' '}
                <Text tone="muted">
                  {dateTime(event.at)} · by {event.actorName ?? event.actorRole}
                  {event.actorRole === 'staff' && ' (staff)'}
                </Text>
              </li>
            ))}
          </Timeline>
        </Card>
      </Flex>
      <Flex direction="column" gap="lg">
        <Card as="section" aria-labelledby="order-status" padding="md">
          <Heading id="order-status" mt="none">
            Status
          </Heading>
          <OrderStatusBadge status={order.status} refundPending={order.refundPending} />
          <Text as="p" tone="muted" size="sm">
            Placed {dateTime(order.createdAt)}
            {order.deliveredAt && <> · Delivered at {dateTime(order.deliveredAt)}</>}
            {order.cancelledAt && <> · Cancelled at {dateTime(order.cancelledAt)}</>}
          </Text>
        </Card>
        <Card as="section" aria-labelledby="order-customer" padding="md">
          <Heading id="order-customer" mt="none">
            Customer
          </Heading>
          <Text as="p" mt="none" mb="none">
            <Link to={`/admin/customers/${order.user._id}`}>{order.user.name}</Link>
            <br />
            <Text tone="muted">{order.user.email}</Text>
          </Text>
        </Card>
        <Card as="section" aria-labelledby="order-address" padding="md">
          <Heading id="order-address" mt="none">
            Shipping address
          </Heading>
          <Text as="p" mt="none" mb="none">
            {address.fullName}
            <br />
            {address.address}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </Text>
        </Card>
        <Card as="section" aria-labelledby="order-payment" padding="md">
          <Heading id="order-payment" mt="none">
            Payment
          </Heading>
          <Text as="p" mt="none">
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {order.paidAt ? `Paid ${formatDate(order.paidAt)}` : 'Not paid'}
            {order.paymentResult && (
              <>
                <br />
                <Text tone="muted" size="sm">
                  Reference {order.paymentResult.id}
                </Text>
              </>
            )}
          </Text>
          <OrderTotals items={order.itemsPrice} shipping={order.shippingPrice} tax={order.taxPrice} total={order.totalPrice} />
        </Card>
      </Flex>
    </Grid>
  );
}
