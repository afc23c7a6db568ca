import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Flex, FormField, Heading, formFieldStyles, space } from 'shared-ui/design';
import type { Address, ShippingAddress } from 'shared-ui/types';
import { FormMessage } from '../../../components/form-message';
import { useSaveAddress } from '../api/address-book';

const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
] as const satisfies ReadonlyArray<{ name: keyof ShippingAddress; label: string; autoComplete: string }>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  ${formFieldStyles}
  .default-choice {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    font-weight: 400;
  }
  .default-choice input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

const EMPTY: ShippingAddress = { fullName: '', address: '', city: '', postalCode: '', country: '' };

export interface AddressFormProps {
  /** the address being edited; absent for a new one */
  address?: Address;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds an address to the book or edits one: the five shipping fields, all required, and "default". */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ShippingAddress>(() =>
    address
      ? (Object.fromEntries(FIELDS.map((field) => [field.name, address[field.name]])) as unknown as ShippingAddress)
      : EMPTY,
  );
  const [makeDefault, setMakeDefault] = useState(address?.isDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof ShippingAddress, string>>>({});
  const save = useSaveAddress({ onSuccess: onSaved });
  const title = address ? 'Edit address' : 'New address';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      FIELDS.filter((field) => !fields[field.name].trim()).map((field) => [field.name, `${field.label} is required`]),
    );
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${idPrefix}-${firstInvalid.name}`)}`)?.focus();
      return;
    }
    save.mutate({ ...(address ? { _id: address._id } : {}), ...fields, ...(makeDefault ? { isDefault: true } : {}) });
  };

  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <Heading as="h3" id={`${idPrefix}-title`} mt="none">
        {title}
      </Heading>
      {FIELDS.map((field) => (
        <FormField key={field.name} id={`${idPrefix}-${field.name}`} label={field.label} error={errors[field.name]}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              autoComplete={`shipping ${field.autoComplete}`}
              value={fields[field.name]}
              onChange={(event) => {
                setFields({ ...fields, [field.name]: event.target.value });
                if (errors[field.name]) setErrors({ ...errors, [field.name]: undefined });
              }}
            />
          )}
        </FormField>
      ))}
      {!address?.isDefault && (
        <label className="default-choice">
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          Make this my default address
        </label>
      )}
      <FormMessage outcome={save.status === 'error' ? { tone: 'danger', text: `Could not save: ${save.errorMessage}` } : null} />
      <Flex gap="sm" wrap>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
