import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  PageContainer,
  LeftOutLinesNote,
  OrderTotals,
  StockCheckStatus,
  Text,
  media,
  space,
} from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS, TAX_PERCENT, toDollars } from 'shared-ui/pricing';
import { useCartItems, useCartStockCheck, usePageMeta } from 'shared-ui/state';
import { CartLine } from './cart-line';

const Layout = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  ${media.below('md')} {
    grid-template-columns: 1fr;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.md};
  }
`;

export function CartPage() {
  usePageMeta({ title: 'Shopping Cart', description: 'Your ShopHub shopping cart.' });
  const cartItems = useCartItems();
  const navigate = useNavigate();
  const stock = useCartStockCheck();
  // A gone or sold-out line stays listed until it is removed, but counts for nothing in the summary.
  const count = stock.orderableQuantity;
  const prices = stock.prices;

  if (cartItems.length === 0) {
    return (
      <PageContainer>
        <EmptyState
          headingLevel={1}
          title="Your Cart is Empty"
          description="Looks like you haven't added anything yet."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <h1>Shopping Cart</h1>
      <Layout>
        <ul aria-label="Cart items">
          {cartItems.map((item) => (
            <CartLine key={item._id} item={item} check={stock.checks[item._id]} />
          ))}
        </ul>
        <Card as="section" variant="surface" aria-labelledby="cart-summary">
          <Heading id="cart-summary" mt="none">
            Order Summary
          </Heading>
          <OrderTotals size="lg" items={String(count)} shipping="Free" tax="Calculated at checkout" total={prices.itemsPrice} />
          <Text as="p" tone="muted" size="sm">
            Shipping and tax are settled at checkout: {formatPrice(toDollars(SHIPPING_CENTS))} shipping unless the items come to
            more than {formatPrice(toDollars(FREE_SHIPPING_OVER_CENTS))}, plus {TAX_PERCENT}% tax.
          </Text>
          <LeftOutLinesNote count={stock.blockedCount} figure="total" />
          <StockCheckStatus changedCount={stock.changedCount} />
          {stock.blocked && (
            <Text as="p" tone="danger" size="sm" weight="semibold" id="cart-blocked">
              Remove the items that are no longer available to continue.
            </Text>
          )}
          {stock.failed && (
            <Text as="p" tone="muted" size="sm">
              Stock could not be re-checked just now; it is checked again when you place the order.
            </Text>
          )}
          <Button
            fullWidth
            size="lg"
            disabled={stock.blocked}
            aria-describedby={stock.blocked ? 'cart-blocked' : undefined}
            onClick={() => navigate('/login?redirect=/shipping')}
          >
            Proceed to Checkout
          </Button>
        </Card>
      </Layout>
    </PageContainer>
  );
}
