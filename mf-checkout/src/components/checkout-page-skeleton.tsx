import type { ReactNode } from 'react';
import { PAYMENT_METHODS } from 'shared-ui/pricing';
import { Flex, Grid, Loading, PageContainer, Skeleton, SkeletonRegion } from 'shared-ui/design';
import { CheckoutForm } from './checkout-form';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { SummaryCard, TWO_COLUMNS } from './summary-card';

// Checkout needs the session and the checkout choices, both in browser storage: these are what the
// server and the hydration render show, the page's frame with its heading where the page has it.

/** The shipping page's first screen: its form card, while the address book loads. */
export function ShippingPageSkeleton() {
  return (
    <PageContainer>
      <CheckoutSteps current="Shipping" />
      <CheckoutForm as="div">
        <h1>Shipping</h1>
        <Loading label="Loading your addresses" />
      </CheckoutForm>
    </PageContainer>
  );
}

/** The payment page's form card: one option per payment method and the Continue button. */
export function PaymentPageSkeleton() {
  return (
    <PageContainer>
      <CheckoutSteps current="Payment" />
      <CheckoutForm as="div">
        <h1>Payment Method</h1>
        <SkeletonRegion label="Loading your checkout">
          <Flex direction="column" gap="sm">
            <Skeleton width="8em" height="1.5rem" />
            {Array.from({ length: PAYMENT_METHODS.length }, (_, index) => (
              <Skeleton key={index} height="58px" />
            ))}
            <Skeleton height="48px" />
          </Flex>
        </SkeletonRegion>
      </CheckoutForm>
    </PageContainer>
  );
}

/** The order review: the three boxes beside the totals. */
export function PlaceOrderPageSkeleton() {
  return (
    <CheckoutPageFrame current="Place Order" title="Review Your Order">
      <SkeletonRegion label="Loading your order">
        <Grid columns={TWO_COLUMNS} gap="lg" align="start">
          <Flex direction="column" gap="lg">
            <SummaryCard>
              <Skeleton width="6em" height="1.8rem" />
              <Skeleton width="80%" height="3rem" />
            </SummaryCard>
            <SummaryCard>
              <Skeleton width="9em" height="1.8rem" />
              <Skeleton width="40%" height="1.5rem" />
            </SummaryCard>
            <SummaryCard>
              <Skeleton width="7em" height="1.8rem" />
              <Skeleton height="56px" />
            </SummaryCard>
          </Flex>
          <SummaryCard>
            <Skeleton width="8em" height="1.8rem" />
            <Skeleton height="10rem" />
            <Skeleton height="48px" />
          </SummaryCard>
        </Grid>
      </SkeletonRegion>
    </CheckoutPageFrame>
  );
}

function CheckoutPageFrame({ current, title, children }: { current: CheckoutStep; title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <CheckoutSteps current={current} />
      <h1>{title}</h1>
      {children}
    </PageContainer>
  );
}

/** An order's page shows the same while the order itself loads. */
export function OrderPageSkeleton() {
  return (
    <PageContainer>
      <Loading label="Loading order" />
    </PageContainer>
  );
}
