import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorPanel, Flex, Grid, Loading, OrderTotals, PageContainer, StatusBadge, Text } from 'shared-ui/design';
import { getHttpStatus } from 'shared-ui/api';
import { formatDate, formatPrice } from 'shared-ui/format';
import { usePageMeta } from 'shared-ui/state';
import { paymentMethodName } from '../../../components/payment-method-names';
import { SummaryCard, TWO_COLUMNS } from '../../../components/summary-card';
import { useOrder } from '../api/get-order';
import { usePayOrder } from '../api/pay-order';

// A 24-character id is one long word: let it wrap instead of widening a phone's page.
const OrderHeading = styled.h1`
  overflow-wrap: anywhere;
`;

export function OrderPage() {
  const { id = '' } = useParams();
  const state = useOrder(id);
  usePageMeta({
    title: `Order #${id.slice(-8)}`,
    description: 'Your ShopHub order: items, delivery address, payment and status.',
  });
  const payMutation = usePayOrder({ onSuccess: state.refetch });
  const paying = payMutation.isPending;
  const payError = payMutation.status === 'error' ? payMutation.errorMessage : '';
  const onPay = () => payMutation.mutate(id);

  if (state.status === 'pending')
    return (
      <PageContainer>
        <Loading label="Loading order" />
      </PageContainer>
    );
  if (state.status === 'error' && getHttpStatus(state.error) === 404) {
    return (
      <PageContainer>
        <ErrorPanel title="Not Found" message={`Order ${id} was not found.`}>
          <p>
            <Link to="/myorders">My Orders</Link>
          </p>
        </ErrorPanel>
      </PageContainer>
    );
  }
  if (state.status === 'error') {
    return (
      <PageContainer>
        <ErrorPanel title="Could not load the order" message={state.errorMessage} />
      </PageContainer>
    );
  }

  const order = state.data;
  const { shippingAddress: ship } = order;
  // The sandbox settles PayPal and Stripe online; cash on delivery is paid at the door.
  const canPayOnline = !order.isPaid && order.paymentMethod !== 'CashOnDelivery';

  return (
    <PageContainer>
      <OrderHeading>
        Order #{order._id.slice(-8)}{' '}
        <Text as="span" size="sm" tone="muted" weight="regular">
          {order._id}
        </Text>
      </OrderHeading>
      <Grid columns={TWO_COLUMNS} gap="lg" align="start">
        <Flex direction="column" gap="lg">
          <SummaryCard aria-labelledby="order-shipping">
            <h2 id="order-shipping">Shipping</h2>
            <p>
              <strong>Name:</strong> {ship.fullName || order.user?.name}
            </p>
            <p>
              <strong>Address:</strong> {ship.address}, {ship.city} {ship.postalCode}, {ship.country}
            </p>
            <p>
              {order.isDelivered ? (
                <StatusBadge status="delivered">Delivered at {formatDate(order.deliveredAt)}</StatusBadge>
              ) : (
                <StatusBadge status="pending">Not Delivered</StatusBadge>
              )}
            </p>
          </SummaryCard>
          <SummaryCard aria-labelledby="order-payment">
            <h2 id="order-payment">Payment</h2>
            <p>
              <strong>Method:</strong> {paymentMethodName(order.paymentMethod)}
            </p>
            <p>
              {order.isPaid ? (
                <StatusBadge status="paid">Paid at {formatDate(order.paidAt)}</StatusBadge>
              ) : (
                <StatusBadge status="pending">Not Paid</StatusBadge>
              )}
            </p>
          </SummaryCard>
          <SummaryCard aria-labelledby="order-items">
            <h2 id="order-items">Order Items</h2>
            <ul>
              {order.orderItems.map((item) => (
                <li key={item._id}>
                  <img src={item.image} alt="" width={56} height={56} />
                  <Link to={`/product/${item.product}`}>{item.name}</Link>
                  <span className="amount">
                    {item.qty} × {formatPrice(item.price)} = {formatPrice(item.qty * item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </SummaryCard>
        </Flex>
        <SummaryCard aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <OrderTotals
            items={order.itemsPrice}
            shipping={order.shippingPrice}
            tax={order.taxPrice}
            total={order.totalPrice}
            labels={{ total: 'Order Total' }}
          />
          {canPayOnline && (
            <Button fullWidth disabled={paying} onClick={onPay}>
              {paying ? 'Paying...' : `Pay with ${paymentMethodName(order.paymentMethod)}`}
            </Button>
          )}
          {payError && (
            <Text as="p" role="alert" tone="danger" weight="semibold">
              {payError}
            </Text>
          )}
        </SummaryCard>
      </Grid>
    </PageContainer>
  );
}
