import styled from 'styled-components';
import { space } from 'shared-ui/design';

export const CHECKOUT_STEPS = ['Sign-In', 'Shipping', 'Payment', 'Place Order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.lg};
  li {
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${space.xs};
    border-bottom: 3px solid transparent;
  }
  li[data-state='complete'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Where the shopper is in checkout; the current step carries aria-current="step". */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout steps">
      <Steps>
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {index + 1}. {step}
            </li>
          );
        })}
      </Steps>
    </nav>
  );
}
