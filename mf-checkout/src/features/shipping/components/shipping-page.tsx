import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, PageContainer } from 'shared-ui/design';
import { useCheckoutChoices, usePageMeta } from 'shared-ui/state';
import type { ShippingAddress } from 'shared-ui/types';
import { CheckoutForm } from '../../../components/checkout-form';
import { CheckoutSteps } from '../../../components/checkout-steps';

const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
] as const satisfies ReadonlyArray<{ name: keyof ShippingAddress; label: string; autoComplete: string }>;

const EMPTY_ADDRESS: ShippingAddress = { fullName: '', address: '', city: '', postalCode: '', country: '' };

export function ShippingPage() {
  usePageMeta({ title: 'Checkout — Shipping' });
  const idPrefix = useId();
  const { shippingAddress, saveShippingAddress } = useCheckoutChoices();
  const navigate = useNavigate();
  const [address, setAddress] = useState<ShippingAddress>({ ...EMPTY_ADDRESS, ...shippingAddress });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(address).map(([key, value]) => [key, String(value).trim()]),
    ) as unknown as ShippingAddress;
    // Spec §5: all five fields are required; the inputs say so, this catches whitespace-only values.
    if (FIELDS.some((field) => !trimmed[field.name])) return;
    saveShippingAddress(trimmed);
    navigate('/payment');
  };

  return (
    <PageContainer>
      <CheckoutSteps current="Shipping" />
      <CheckoutForm onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
        <h1 id={`${idPrefix}-title`}>Shipping</h1>
        {FIELDS.map((field) => (
          <div key={field.name} style={{ display: 'contents' }}>
            <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
            <input
              id={`${idPrefix}-${field.name}`}
              type="text"
              required
              autoComplete={field.autoComplete}
              value={address[field.name]}
              onChange={(event) => setAddress({ ...address, [field.name]: event.target.value })}
            />
          </div>
        ))}
        <Button type="submit" size="lg">
          Continue
        </Button>
      </CheckoutForm>
    </PageContainer>
  );
}
