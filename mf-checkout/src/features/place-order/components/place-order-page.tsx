import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  EmptyState,
  Flex,
  Grid,
  PageContainer,
  LeftOutLinesNote,
  OrderTotals,
  StockCheckStatus,
  StockNotes,
  Text,
} from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { TAX_PERCENT } from 'shared-ui/pricing';
import { useCartActions, useCartItems, useCartStockCheck, useCheckoutChoices, usePageMeta } from 'shared-ui/state';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { paymentMethodName } from '../../../components/payment-method-names';
import { SummaryCard, TWO_COLUMNS } from '../../../components/summary-card';
import { usePlaceOrder } from '../api/create-order';

export function PlaceOrderPage() {
  usePageMeta({
    title: 'Checkout — Place Order',
    description: 'Check your items, address, payment method and total, then place your ShopHub order.',
  });
  const cartItems = useCartItems();
  const { shippingAddress, paymentMethod } = useCheckoutChoices();
  const { removeFromCart } = useCartActions();
  const stock = useCartStockCheck();
  // The lines that can be ordered: a gone or sold-out line stays listed (to be removed) but is not in
  // the estimate. Place Order is held while one is listed, so the order always sends the whole cart.
  const prices = stock.prices;
  const navigate = useNavigate();
  const placeOrderMutation = usePlaceOrder({
    onSuccess: (order) => navigate(`/order/${order._id}`, { state: { justPlaced: true } }),
  });
  const placing = placeOrderMutation.isPending;
  const error = placeOrderMutation.status === 'error' ? placeOrderMutation.errorMessage : '';

  if (!shippingAddress) return <Navigate to="/shipping" replace />;
  if (!paymentMethod) return <Navigate to="/payment" replace />;

  if (cartItems.length === 0) {
    return (
      <PageContainer>
        <CheckoutSteps current="Place Order" />
        <EmptyState
          headingLevel={1}
          title="Your cart is empty"
          description="Add something to your cart before placing an order."
          action={<ButtonLink to="/">Go Shopping</ButtonLink>}
        />
      </PageContainer>
    );
  }

  const onPlaceOrder = () =>
    placeOrderMutation.mutate({
      orderItems: cartItems.map((item) => ({
        product: item._id,
        name: item.name,
        image: item.image,
        price: item.price,
        qty: item.qty,
      })),
      shippingAddress,
      paymentMethod,
      ...prices,
    });

  return (
    <PageContainer>
      <CheckoutSteps current="Place Order" />
      <h1>Review Your Order</h1>
      <Grid columns={TWO_COLUMNS} gap="lg" align="start">
        <Flex direction="column" gap="lg">
          <SummaryCard aria-labelledby="review-shipping">
            <h2 id="review-shipping">Shipping</h2>
            <p>{shippingAddress.fullName}</p>
            <p>
              {shippingAddress.address}, {shippingAddress.city} {shippingAddress.postalCode}, {shippingAddress.country}
            </p>
          </SummaryCard>
          <SummaryCard aria-labelledby="review-payment">
            <h2 id="review-payment">Payment Method</h2>
            <p>{paymentMethodName(paymentMethod)}</p>
          </SummaryCard>
          <SummaryCard aria-labelledby="review-items">
            <h2 id="review-items">Order Items</h2>
            <ul>
              {cartItems.map((item) => (
                <li key={item._id}>
                  <img src={item.image} alt="" width={56} height={56} />
                  <div>
                    <Link to={`/product/${item._id}`}>{item.name}</Link>
                    <StockNotes check={stock.checks[item._id]} />
                    {stock.checks[item._id]?.blocked && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => removeFromCart(item._id)}
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                  <span className="amount">
                    {item.qty} × {formatPrice(item.price)} = {formatPrice(item.qty * item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </SummaryCard>
        </Flex>
        <SummaryCard aria-labelledby="review-summary">
          <h2 id="review-summary">Order Summary</h2>
          <OrderTotals
            items={prices.itemsPrice}
            shipping={prices.shippingPrice}
            tax={prices.taxPrice}
            total={prices.totalPrice}
            labels={{ shipping: 'Shipping (estimate)', tax: `Tax (${TAX_PERCENT}%, estimate)`, total: 'Estimated Total' }}
          />
          <Text as="p" tone="muted" size="sm">
            Estimates: the final amounts are calculated when the order is placed.
          </Text>
          <LeftOutLinesNote count={stock.blockedCount} figure="estimate" />
          {error && (
            <div role="alert">
              <Text as="p" tone="danger" weight="semibold">
                Order creation failed.
              </Text>
              <p>{error}</p>
            </div>
          )}
          <StockCheckStatus checking={stock.checking} changedCount={stock.changedCount} />
          {stock.blocked && (
            <Text as="p" tone="danger" size="sm" weight="semibold" id="order-blocked">
              Remove the items that are no longer available to place the order.
            </Text>
          )}
          <Button
            size="lg"
            fullWidth
            disabled={placing || stock.checking || stock.blocked}
            aria-describedby={stock.blocked ? 'order-blocked' : undefined}
            onClick={onPlaceOrder}
          >
            {placing ? 'Placing Order...' : 'Place Order'}
          </Button>
        </SummaryCard>
      </Grid>
    </PageContainer>
  );
}
