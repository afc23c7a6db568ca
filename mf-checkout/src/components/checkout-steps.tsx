import styled from 'styled-components';
import { VisuallyHidden, space, borderWidth } from 'shared-ui/design';

export const CHECKOUT_STEPS = ['Sign-In', 'Shipping', 'Payment', 'Place Order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

type StepState = 'complete' | 'current' | 'upcoming';

const MARKER = '2rem';

// Each state differs by more than colour: a done step shows a check mark, the current one a filled
// circle with bold text, an upcoming one a number in a thin outline.
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${CHECKOUT_STEPS.length}, minmax(0, 1fr));
  max-width: 40rem;
  list-style: none;
  padding: 0;
  margin: 0 auto ${space.lg};
  li {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.xs};
    text-align: center;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The line to the previous step: solid up to the current step, dashed after it. */
  li + li::before {
    content: '';
    position: absolute;
    top: calc(${MARKER} / 2 - 1px);
    right: calc(50% + ${MARKER} / 2 + ${space.xs});
    left: calc(-50% + ${MARKER} / 2 + ${space.xs});
    border-top: ${borderWidth.thick} dashed ${({ theme }) => theme.colors.border};
  }
  li[data-state='complete'] + li::before,
  li[data-state='complete'] + li[data-state='current']::before {
    border-top-style: solid;
    border-top-color: ${({ theme }) => theme.colors.primary};
  }
  .marker {
    display: grid;
    place-items: center;
    width: ${MARKER};
    height: ${MARKER};
    border-radius: 50%;
    font-weight: 700;
    border: ${borderWidth.thick} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  li[data-state='complete'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-state='complete'] .marker {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  li[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
  li[data-state='current'] .marker {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
  }
`;

const STATE_WORDS: Record<StepState, string> = { complete: ', done', current: ', current step', upcoming: '' };

/** Where the shopper is in checkout; the current step carries aria-current="step". */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout steps">
      <Steps>
        {CHECKOUT_STEPS.map((step, index) => {
          const state: StepState = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="marker" aria-hidden="true">
                {state === 'complete' ? '✓' : index + 1}
              </span>
              <span>
                {step}
                {state !== 'upcoming' && <VisuallyHidden>{STATE_WORDS[state]}</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </Steps>
    </nav>
  );
}
