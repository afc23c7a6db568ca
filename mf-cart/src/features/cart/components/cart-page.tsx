import { useNavigate } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Flex,
  Grid,
  Heading,
  PageContainer,
  LeftOutLinesNote,
  OrderTotals,
  StockCheckStatus,
  Text,
} from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS, TAX_PERCENT, toDollars } from 'shared-ui/pricing';
import { BrowserStateCases, useCartItems, useCartStockCheck, usePageMeta } from 'shared-ui/state';
import { CART_COLUMNS, ItemListSkeleton } from '../../../components/item-list-skeleton';
import { CartLine } from './cart-line';

export function CartPage() {
  usePageMeta({ title: 'Shopping Cart', description: 'Your ShopHub shopping cart.' });
  // The cart is in browser storage: unknown on the server and while the page hydrates, when the
  // page carries both cases and the head's flag shows one.
  return (
    <BrowserStateCases
      flag="cartEmpty"
      flagged={useCartItems().length === 0}
      whenFlagged={
        <PageContainer>
          <EmptyState
            headingLevel={1}
            title="Your Cart is Empty"
            description="Looks like you haven't added anything yet."
            action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
          />
        </PageContainer>
      }
      pending={<ItemListSkeleton label="Loading your cart" summary />}
    >
      <CartContents />
    </BrowserStateCases>
  );
}

/** Mounted once the cart is known to hold lines: the stock re-check asks for the lines the page opened with. */
function CartContents() {
  const cartItems = useCartItems();
  const navigate = useNavigate();
  const stock = useCartStockCheck();
  // A gone or sold-out line stays listed until it is removed, but counts for nothing in the summary.
  const count = stock.orderableQuantity;
  const prices = stock.prices;

  return (
    <PageContainer>
      <h1>Shopping Cart</h1>
      <Grid columns={CART_COLUMNS} gap="lg" align="start">
        <Flex as="ul" direction="column" gap="md" aria-label="Cart items">
          {cartItems.map((item) => (
            <CartLine key={item._id} item={item} check={stock.checks[item._id]} />
          ))}
        </Flex>
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
      </Grid>
    </PageContainer>
  );
}
