import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Fieldset, PageContainer } from 'shared-ui/design';
import { PAYMENT_METHODS } from 'shared-ui/pricing';
import { useCheckoutChoices, usePageMeta } from 'shared-ui/state';
import type { PaymentMethod } from 'shared-ui/types';
import { CheckoutForm } from '../../../components/checkout-form';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { PaymentMethodCard } from './payment-method-card';

export function PaymentPage() {
  usePageMeta({
    title: 'Checkout — Payment',
    description: 'Choose how to pay for your ShopHub order: PayPal, Stripe or Cash on Delivery.',
  });
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
        <Fieldset legend="Select Method">
          {PAYMENT_METHODS.map((value) => (
            <PaymentMethodCard key={value} method={value} checked={method === value} onChoose={setMethod} />
          ))}
        </Fieldset>
        <Button type="submit" size="lg">
          Continue
        </Button>
      </CheckoutForm>
    </PageContainer>
  );
}
