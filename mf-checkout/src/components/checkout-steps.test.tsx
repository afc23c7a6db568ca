import { screen } from '@testing-library/react';
import { renderWithShop } from 'shared-ui/testing';
import { CheckoutSteps } from './checkout-steps';

describe('CheckoutSteps', () => {
  it('lists the four steps and marks only the current one with aria-current="step"', () => {
    renderWithShop(<CheckoutSteps current="Payment" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1. Sign-In', '2. Shipping', '3. Payment', '4. Place Order']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });
});
