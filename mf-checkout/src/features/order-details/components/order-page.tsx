import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ErrorPanel, Loading, PageContainer, StatusBadge, Text } from 'shared-ui/design';
import { getErrorMessage, getHttpStatus as httpStatus } from 'shared-ui/api';
import { formatDate, formatPrice } from 'shared-ui/format';
import type { Order } from 'shared-ui/types';
import { SummaryCard, TwoColumns } from '../../../components/summary-card';
import { getOrder } from '../api/get-order';
import { payOrder } from '../api/pay-order';

/** Methods the sandbox can settle online; cash on delivery is paid at the door. */
const ONLINE_METHODS = new Set(['PayPal', 'Stripe']);

type OrderState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error'; message: string } | { status: 'success'; order: Order };

export function OrderPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    getOrder(id, controller.signal)
      .then((order) => setState({ status: 'success', order }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(httpStatus(error) === 404 ? { status: 'not-found' } : { status: 'error', message: getErrorMessage(error) });
      });
    return () => controller.abort();
  }, [id, version]);

  const onPay = useCallback(async () => {
    setPaying(true);
    setPayError('');
    try {
      await payOrder(id);
      setVersion((value) => value + 1);
    } catch (error) {
      setPayError(getErrorMessage(error));
    } finally {
      setPaying(false);
    }
  }, [id]);

  if (state.status === 'loading')
    return (
      <PageContainer>
        <Loading label="Loading order" />
      </PageContainer>
    );
  if (state.status === 'not-found') {
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
        <ErrorPanel title="Could not load the order" message={state.message} />
      </PageContainer>
    );
  }

  const { order } = state;
  const { shippingAddress: ship } = order;
  const canPayOnline = !order.isPaid && ONLINE_METHODS.has(order.paymentMethod);

  return (
    <PageContainer>
      <h1>Order {order._id}</h1>
      <TwoColumns>
        <div>
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
              <strong>Method:</strong> {order.paymentMethod}
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
                  <span>
                    {item.qty} × {formatPrice(item.price)} = {formatPrice(item.qty * item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </SummaryCard>
        </div>
        <SummaryCard aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <dl>
            <dt>Items</dt>
            <dd>{formatPrice(order.itemsPrice)}</dd>
            <dt>Shipping</dt>
            <dd>{formatPrice(order.shippingPrice)}</dd>
            <dt>Tax</dt>
            <dd>{formatPrice(order.taxPrice)}</dd>
            <dt className="total">Order Total</dt>
            <dd className="total">{formatPrice(order.totalPrice)}</dd>
          </dl>
          {canPayOnline && (
            <Button fullWidth disabled={paying} onClick={onPay}>
              {paying ? 'Paying...' : 'Pay now (sandbox)'}
            </Button>
          )}
          {payError && (
            <Text as="p" role="alert" tone="danger" weight="semibold">
              {payError}
            </Text>
          )}
        </SummaryCard>
      </TwoColumns>
    </PageContainer>
  );
}
