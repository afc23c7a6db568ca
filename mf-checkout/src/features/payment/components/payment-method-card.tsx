import styled from 'styled-components';
import { radius, space, borderWidth } from 'shared-ui/design';
import type { PaymentMethod } from 'shared-ui/types';
import { PAYMENT_METHOD_NAMES } from '../../../components/payment-method-names';

/** One line under each method's name: what choosing it means for the shopper. */
export const PAYMENT_METHOD_DESCRIPTIONS: Record<PaymentMethod, string> = {
  PayPal: 'Pay online with your PayPal account once the order is placed.',
  Stripe: 'Pay online by card through Stripe once the order is placed.',
  CashOnDelivery: 'Pay in cash when the order is delivered.',
};

// The whole card is the radio's label, so a click anywhere chooses it; the native radio stays for
// keyboard (arrow keys move within the group) and screen readers, and shows the choice by its dot
// as well as by the card's border.
const Option = styled.label`
  && {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${space.md};
    row-gap: 2px;
    align-items: center;
    padding: ${space.md};
    border: ${borderWidth.thick} solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 400;
    cursor: pointer;
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
    grid-row: span 2;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  .name {
    font-weight: 600;
  }
  .description {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

interface PaymentMethodCardProps {
  method: PaymentMethod;
  checked: boolean;
  onChoose: (method: PaymentMethod) => void;
}

/** A payment method as a selectable card: a radio named by the method, described by its line. */
export function PaymentMethodCard({ method, checked, onChoose }: PaymentMethodCardProps) {
  const id = `payment-${method}`;
  return (
    <Option data-state={checked ? 'checked' : 'unchecked'}>
      <input
        type="radio"
        name="paymentMethod"
        value={method}
        checked={checked}
        onChange={() => onChoose(method)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
      />
      <span className="name" id={`${id}-name`}>
        {PAYMENT_METHOD_NAMES[method]}
      </span>
      <span className="description" id={`${id}-description`}>
        {PAYMENT_METHOD_DESCRIPTIONS[method]}
      </span>
    </Option>
  );
}
