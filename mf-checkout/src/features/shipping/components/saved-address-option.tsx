import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, borderWidth, radius, space } from 'shared-ui/design';
import type { ShippingAddress } from 'shared-ui/types';

// The whole card is the radio's label (as on the payment step): a click anywhere chooses it.
const Option = styled.label`
  && {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${space.md};
    align-items: start;
    padding: ${space.md};
    border: ${borderWidth.thick} solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 400;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  .name {
    font-weight: 600;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs} ${space.sm};
  }
  .lines {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** One line of an address, as the order page writes it. */
export function addressLine(address: ShippingAddress): string {
  return `${address.address}, ${address.city} ${address.postalCode}, ${address.country}`;
}

interface SavedAddressOptionProps {
  id: string;
  checked: boolean;
  onChoose: () => void;
  /** the name line; "Use a new address" for the last option */
  title: ReactNode;
  description?: string;
  isDefault?: boolean;
}

/** A saved address (or "Use a new address") as a selectable card of the shipping step. */
export function SavedAddressOption({ id, checked, onChoose, title, description, isDefault }: SavedAddressOptionProps) {
  return (
    <Option data-state={checked ? 'checked' : 'unchecked'}>
      <input
        type="radio"
        name="savedAddress"
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={description ? `${id}-lines` : undefined}
      />
      <span>
        <span className="name" id={`${id}-name`}>
          {title}
          {isDefault && (
            <Badge size="sm" tone="primary">
              Default
            </Badge>
          )}
        </span>
        {description && (
          <span className="lines" id={`${id}-lines`}>
            {description}
          </span>
        )}
      </span>
    </Option>
  );
}
