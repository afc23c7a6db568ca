import type { AdminOrderSummary } from 'shared-ui/types';

/** How the back office names each payment method. */
export const PAYMENT_METHOD_LABELS: Record<AdminOrderSummary['paymentMethod'], string> = {
  PayPal: 'PayPal',
  Stripe: 'Card (Stripe)',
  CashOnDelivery: 'Cash on delivery',
};
