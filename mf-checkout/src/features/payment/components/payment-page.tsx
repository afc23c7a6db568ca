import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, PageContainer } from 'shared-ui/design';
import { PAYMENT_METHODS } from 'shared-ui/pricing';
import { useCheckoutChoices, usePageMeta } from 'shared-ui/state';
import type { PaymentMethod } from 'shared-ui/types';
import { CheckoutForm } from '../../../components/checkout-form';
import { PAYMENT_METHOD_NAMES } from '../../../components/payment-method-names';
import { CheckoutSteps } from '../../../components/checkout-steps';

export function PaymentPage() {
  usePageMeta({ title: 'Checkout — Payment' });
  const { shippingAddress, paymentMethod, savePaymentMethod } = useCheckoutChoices();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>(paymentMethod ?? 'PayPal');

  if (!shippingAddress) return <Navigate to="/shipping" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    savePaymentMethod(method);
    navigate('/placeorder');
  };

  return (
    <PageContainer>
      <CheckoutSteps current="Payment" />
      <CheckoutForm onSubmit={onSubmit} aria-labelledby="payment-title">
        <h1 id="payment-title">Payment Method</h1>
        <fieldset>
          <legend>Select Method</legend>
          {PAYMENT_METHODS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="paymentMethod"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {PAYMENT_METHOD_NAMES[value]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="lg">
          Continue
        </Button>
      </CheckoutForm>
    </PageContainer>
  );
}
