import styled from 'styled-components';
import { radius } from 'shared-ui/design';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.md};
  button {
    width: 40px;
    height: 40px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.2rem;
    cursor: pointer;
  }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
  output { min-width: 40px; text-align: center; font-weight: 600; }
`;

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
}

/** A quantity kept between min and max (spec §5: the product page stepper is bounded 1 to stock). */
export function QuantityStepper({ value, min = 1, max, onChange }: QuantityStepperProps) {
  return (
    <Group role="group" aria-label="Quantity">
      <button type="button" aria-label="Decrease quantity" disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <output aria-label="Quantity" aria-live="polite">{value}</output>
      <button type="button" aria-label="Increase quantity" disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </Group>
  );
}
