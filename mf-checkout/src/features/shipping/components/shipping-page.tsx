import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, FormField, PageContainer } from 'shared-ui/design';
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

type FieldErrors = Partial<Record<keyof ShippingAddress, string>>;

/** Spec §5: all five fields are required; a field of blanks counts as empty. */
export function shippingAddressErrors(address: ShippingAddress): FieldErrors {
  return Object.fromEntries(
    FIELDS.filter((field) => !address[field.name].trim()).map((field) => [field.name, `${field.label} is required`]),
  );
}

export function ShippingPage() {
  usePageMeta({
    title: 'Checkout — Shipping',
    description: 'Where should we deliver your ShopHub order? Enter your shipping address.',
  });
  const idPrefix = useId();
  const { shippingAddress, saveShippingAddress } = useCheckoutChoices();
  const navigate = useNavigate();
  const [address, setAddress] = useState<ShippingAddress>({ ...EMPTY_ADDRESS, ...shippingAddress });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = shippingAddressErrors(address);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${idPrefix}-${firstInvalid.name}`)}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(
      Object.entries(address).map(([key, value]) => [key, String(value).trim()]),
    ) as unknown as ShippingAddress;
    saveShippingAddress(trimmed);
    navigate('/payment');
  };

  return (
    <PageContainer>
      <CheckoutSteps current="Shipping" />
      {/* noValidate: the page says what is wrong next to each field, blanks included. */}
      <CheckoutForm ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
        <h1 id={`${idPrefix}-title`}>Shipping</h1>
        {FIELDS.map((field) => (
          <FormField key={field.name} id={`${idPrefix}-${field.name}`} label={field.label} error={errors[field.name]}>
            {(control) => (
              <input
                {...control}
                type="text"
                required
                autoComplete={field.autoComplete}
                value={address[field.name]}
                onChange={(event) => {
                  setAddress({ ...address, [field.name]: event.target.value });
                  if (errors[field.name]) setErrors({ ...errors, [field.name]: undefined });
                }}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" size="lg">
          Continue
        </Button>
      </CheckoutForm>
    </PageContainer>
  );
}
