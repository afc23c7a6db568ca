import type { PaymentMethod } from 'shared-ui/types';

/** What the shopper reads for each stored payment method (the stored value stays as spec §3 says). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  PayPal: 'PayPal',
  Stripe: 'Stripe',
  CashOnDelivery: 'Cash on Delivery',
};

export function paymentMethodName(method: string): string {
  return PAYMENT_METHOD_NAMES[method as PaymentMethod] ?? method;
}
