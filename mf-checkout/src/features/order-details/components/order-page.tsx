import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ErrorPanel,
  Flex,
  Grid,
  Loading,
  OrderTotals,
  PageContainer,
  StatusBadge,
  Text,
  radius,
  space,
} from 'shared-ui/design';
import { getHttpStatus } from 'shared-ui/api';
import { formatDate, formatPrice, shortOrderNumber } from 'shared-ui/format';
import { SHOP_NAME, usePageMeta } from 'shared-ui/state';
import type { Order } from 'shared-ui/types';
import { paymentMethodName } from '../../../components/payment-method-names';
import { SummaryCard, TWO_COLUMNS } from '../../../components/summary-card';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { usePayOrder } from '../api/pay-order';
import { useBuyAgain } from '../api/use-buy-again';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ReceiptPrintStyle } from './receipt-print-style';

// A 24-character id is one long word: let it wrap instead of widening a phone's page.
/** Right after Place Order (the place-order page navigates here with `justPlaced`). */
const ThankYou = styled.section`
  margin: ${space.md} 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.onSuccessSubtle};
  h2 {
    margin: 0 0 ${space.xs};
  }
  p {
    margin: 0;
  }
  @media print {
    display: none;
  }
`;

const OrderHeading = styled.h1`
  overflow-wrap: anywhere;
  margin-bottom: 0.25rem;
`;

const ReceiptHeading = styled.div`
  margin-bottom: 1rem;
  p {
    margin: 0;
  }
  .shop {
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/** Delivery, as the shipping box says it. */
function deliveryStatus(order: Order) {
  if (order.isDelivered) return <StatusBadge status="delivered">Delivered at {formatDate(order.deliveredAt)}</StatusBadge>;
  if (order.status === 'cancelled') return <Text as="span">Will not be delivered: the order was cancelled.</Text>;
  return <StatusBadge status="pending">Not Delivered</StatusBadge>;
}

function paymentStatusText(order: Order): string {
  if (order.refundPending) return 'Paid, refund pending';
  if (order.isPaid) return `Paid on ${formatDate(order.paidAt)}`;
  if (order.status === 'cancelled') return 'Unpaid (cancelled)';
  return order.paymentMethod === 'CashOnDelivery' ? 'To be paid on delivery' : 'Awaiting payment';
}

export function OrderPage() {
  const { id = '' } = useParams();
  const justPlaced = (useLocation().state as { justPlaced?: boolean } | null)?.justPlaced === true;
  const state = useOrder(id);
  usePageMeta({
    title: `Order ${shortOrderNumber(id)}`,
    description: 'Your ShopHub order: items, delivery address, payment and status.',
    // The trail shows the short number every other screen uses, not the 24-character id.
    breadcrumbLabel: shortOrderNumber(id),
  });
  const navigate = useNavigate();
  const payMutation = usePayOrder({ onSuccess: state.refetch });
  const paying = payMutation.isPending;
  const payError = payMutation.status === 'error' ? payMutation.errorMessage : '';
  const onPay = () => payMutation.mutate(id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancelMutation = useCancelOrder({
    onSuccess: () => {
      setConfirmingCancel(false);
      state.refetch();
    },
  });
  const { buyAgain, outcome: buyAgainOutcome } = useBuyAgain(state.status === 'success' ? state.data : { orderItems: [] });
  const onBuyAgain = async () => {
    const outcome = await buyAgain();
    // Everything went in: the cart shows it, with what changed since. Otherwise say here what was left out.
    if (outcome.status === 'done' && outcome.leftOut.length === 0) navigate('/cart');
  };

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
  const cancelled = order.status === 'cancelled';
  const canPayOnline = !order.isPaid && !cancelled && order.paymentMethod !== 'CashOnDelivery';
  const canCancel = order.status === 'awaiting_payment' || order.status === 'paid';

  return (
    <PageContainer data-receipt>
      <ReceiptPrintStyle />
      <ReceiptHeading data-print="only">
        <p className="shop">{SHOP_NAME}</p>
        <p>Receipt for order {shortOrderNumber(order._id)}</p>
      </ReceiptHeading>
      <OrderHeading>
        Order {shortOrderNumber(order._id)}{' '}
        <Text as="span" size="sm" tone="muted" weight="regular">
          {order._id}
        </Text>
      </OrderHeading>
      {justPlaced && (
        <ThankYou aria-labelledby="thank-you-heading">
          <h2 id="thank-you-heading">Thank you for your order!</h2>
          <p>We have sent a confirmation to {order.user.email}. You can follow your order on this page.</p>
        </ThankYou>
      )}
      <Flex gap="sm" wrap align="center" mb="lg">
        <Text as="span" tone="muted">
          Placed on {formatDate(order.createdAt)}
        </Text>
        {cancelled && <StatusBadge status="cancelled">Cancelled on {formatDate(order.cancelledAt)}</StatusBadge>}
      </Flex>
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
            <p>{deliveryStatus(order)}</p>
          </SummaryCard>
          <SummaryCard aria-labelledby="order-payment">
            <h2 id="order-payment">Payment</h2>
            <p>
              <strong>Method:</strong> {paymentMethodName(order.paymentMethod)}
            </p>
            <p data-print="hide">
              {order.isPaid ? (
                <StatusBadge status="paid">Paid at {formatDate(order.paidAt)}</StatusBadge>
              ) : (
                <StatusBadge status="pending">Not Paid</StatusBadge>
              )}{' '}
              {order.refundPending && <StatusBadge status="refund-pending" />}
            </p>
            <p data-print="only">
              <strong>Payment status:</strong> {paymentStatusText(order)}
            </p>
          </SummaryCard>
          <SummaryCard aria-labelledby="order-items">
            <h2 id="order-items">Order Items</h2>
            <ul>
              {order.orderItems.map((item) => (
                <li key={item._id}>
                  <img src={item.image} alt="" width={56} height={56} data-print="hide" />
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
            <Button fullWidth disabled={paying} onClick={onPay} data-print="hide">
              {paying ? 'Paying...' : `Pay with ${paymentMethodName(order.paymentMethod)}`}
            </Button>
          )}
          {payError && (
            <Text as="p" role="alert" tone="danger" weight="semibold">
              {payError}
            </Text>
          )}
          <Flex direction="column" gap="sm" mt="md" data-print="hide">
            <Button variant="secondary" fullWidth disabled={buyAgainOutcome.status === 'pending'} onClick={onBuyAgain}>
              {buyAgainOutcome.status === 'pending' ? 'Adding to cart…' : 'Buy again'}
            </Button>
            <Button variant="outline" fullWidth onClick={() => window.print()}>
              Print receipt
            </Button>
            {canCancel && (
              <Button variant="ghost" fullWidth onClick={() => setConfirmingCancel(true)}>
                Cancel order
              </Button>
            )}
          </Flex>
          <div role="status" data-print="hide">
            {buyAgainOutcome.status === 'done' && buyAgainOutcome.leftOut.length > 0 && (
              <Text as="p">
                {buyAgainOutcome.added > 0
                  ? `Added ${buyAgainOutcome.added === 1 ? '1 item' : `${buyAgainOutcome.added} items`} to your cart. `
                  : 'Nothing could be added to your cart. '}
                No longer available: {buyAgainOutcome.leftOut.join(', ')}.{' '}
                {buyAgainOutcome.added > 0 && <Link to="/cart">Go to cart</Link>}
              </Text>
            )}
          </div>
          {buyAgainOutcome.status === 'error' && (
            <Text as="p" role="alert" tone="danger" weight="semibold">
              {buyAgainOutcome.message}
            </Text>
          )}
        </SummaryCard>
      </Grid>
      <CancelOrderDialog
        order={order}
        open={confirmingCancel}
        cancelling={cancelMutation.isPending}
        error={cancelMutation.status === 'error' ? cancelMutation.errorMessage : ''}
        onConfirm={() => cancelMutation.mutate(id)}
        onClose={() => setConfirmingCancel(false)}
      />
    </PageContainer>
  );
}
