import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Fieldset, FormField, Loading, PageContainer, Text, space } from 'shared-ui/design';
import { useCheckoutChoices, usePageMeta } from 'shared-ui/state';
import type { Address, ShippingAddress } from 'shared-ui/types';
import { CheckoutForm } from '../../../components/checkout-form';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { useAddAddress } from '../api/add-address';
import { useAddresses } from '../api/get-addresses';
import { addressLine, SavedAddressOption } from './saved-address-option';

const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
] as const satisfies ReadonlyArray<{ name: keyof ShippingAddress; label: string; autoComplete: string }>;

const CheckboxLabel = styled.label`
  && {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    font-weight: 400;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const EMPTY_ADDRESS: ShippingAddress = { fullName: '', address: '', city: '', postalCode: '', country: '' };
const NEW_ADDRESS = 'new';

type FieldErrors = Partial<Record<keyof ShippingAddress, string>>;

/** Spec §5: all five fields are required; a field of blanks counts as empty. */
export function shippingAddressErrors(address: ShippingAddress): FieldErrors {
  return Object.fromEntries(
    FIELDS.filter((field) => !address[field.name].trim()).map((field) => [field.name, `${field.label} is required`]),
  );
}

const fieldsOf = (address: ShippingAddress): ShippingAddress =>
  Object.fromEntries(FIELDS.map((field) => [field.name, address[field.name].trim()])) as unknown as ShippingAddress;

const sameAddress = (a: ShippingAddress, b: ShippingAddress) => FIELDS.every((field) => a[field.name] === b[field.name]);

/**
 * Which option starts chosen: the address this checkout already chose (if it is in the book), else a
 * typed one, else the book's default.
 */
function initialChoice(book: Address[], chosen: ShippingAddress | null): string {
  if (chosen) return book.find((entry) => sameAddress(entry, chosen))?._id ?? NEW_ADDRESS;
  return book.find((entry) => entry.isDefault)?._id ?? book[0]?._id ?? NEW_ADDRESS;
}

export function ShippingPage() {
  usePageMeta({
    title: 'Checkout — Shipping',
    description: 'Where should we deliver your ShopHub order? Enter your shipping address.',
  });
  const idPrefix = useId();
  const { shippingAddress, saveShippingAddress } = useCheckoutChoices();
  const navigate = useNavigate();
  const book = useAddresses();
  const [address, setAddress] = useState<ShippingAddress>({ ...EMPTY_ADDRESS, ...shippingAddress });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [picked, setPicked] = useState<string | null>(null);
  const [saveToBook, setSaveToBook] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const addAddress = useAddAddress();

  // A book that cannot be read leaves the form as it always was: the shopper types the address.
  const entries = book.status === 'success' ? book.data : [];
  const choice = picked ?? initialChoice(entries, shippingAddress);
  const chosenEntry = entries.find((entry) => entry._id === choice);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenEntry) {
      saveShippingAddress(fieldsOf(chosenEntry));
      navigate('/payment');
      return;
    }
    const found = shippingAddressErrors(address);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${idPrefix}-${firstInvalid.name}`)}`)?.focus();
      return;
    }
    const trimmed = fieldsOf(address);
    const toPayment = () => {
      saveShippingAddress(trimmed);
      navigate('/payment');
    };
    // Saving was asked for: the next step waits for it, and a failure stays here, said next to the button.
    if (saveToBook) addAddress.mutate(trimmed, { onSuccess: toPayment });
    else toPayment();
  };

  const showForm = !chosenEntry;

  return (
    <PageContainer>
      <CheckoutSteps current="Shipping" />
      {/* noValidate: the page says what is wrong next to each field, blanks included. */}
      <CheckoutForm ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
        <h1 id={`${idPrefix}-title`}>Shipping</h1>
        {book.status === 'pending' && <Loading label="Loading your addresses" />}
        {entries.length > 0 && (
          <Fieldset legend="Deliver to" variant="section">
            {entries.map((entry) => (
              <SavedAddressOption
                key={entry._id}
                id={`${idPrefix}-address-${entry._id}`}
                checked={choice === entry._id}
                onChoose={() => setPicked(entry._id)}
                title={entry.fullName}
                description={addressLine(entry)}
                isDefault={entry.isDefault}
              />
            ))}
            <SavedAddressOption
              id={`${idPrefix}-address-new`}
              checked={showForm}
              onChoose={() => setPicked(NEW_ADDRESS)}
              title="Use a new address"
            />
          </Fieldset>
        )}
        {showForm && book.status !== 'pending' && (
          <>
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
            <CheckboxLabel>
              <input type="checkbox" checked={saveToBook} onChange={(event) => setSaveToBook(event.target.checked)} />
              Save this address to my address book
            </CheckboxLabel>
          </>
        )}
        {addAddress.status === 'error' && (
          <Text as="p" role="alert" tone="danger" weight="semibold">
            Could not save the address: {addAddress.errorMessage}
          </Text>
        )}
        <Button type="submit" size="lg" disabled={addAddress.isPending || book.status === 'pending'}>
          {addAddress.isPending ? 'Saving…' : 'Continue'}
        </Button>
      </CheckoutForm>
    </PageContainer>
  );
}
