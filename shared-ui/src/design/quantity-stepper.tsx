import styled from 'styled-components';
import { radius } from './theme-tokens';

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
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  output {
    min-width: 36px;
    text-align: center;
    font-weight: 600;
  }
`;

export interface QuantityStepperProps {
  value: number;
  /** Lowest allowed value; defaults to 1. */
  min?: number;
  /** Highest allowed value, usually the stock. */
  max: number;
  onChange: (value: number) => void;
  /** Names the controls when several steppers share a page ("Increase quantity of <itemName>"). */
  itemName?: string;
}

/** A quantity kept between min and max: minus is disabled at min and plus at max (spec §5). */
export function QuantityStepper({ value, min = 1, max, onChange, itemName }: QuantityStepperProps) {
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <Group role="group" aria-label={`Quantity${of}`}>
      <button
        type="button"
        aria-label={`Decrease quantity${of}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output aria-label={`Quantity${of}`} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity${of}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </Group>
  );
}
