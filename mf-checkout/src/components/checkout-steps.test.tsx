import { screen, within } from '@testing-library/react';
import { renderWithShop } from 'shared-ui/testing';
import { CheckoutSteps } from './checkout-steps';

describe('CheckoutSteps', () => {
  it('lists the four steps in order and marks only the current one with aria-current="step"', () => {
    renderWithShop(<CheckoutSteps current="Payment" />);
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Sign-In, done',
      '✓Shipping, done',
      '3Payment, current step',
      '4Place Order',
    ]);
  });

  it('shows done, current and upcoming steps by a check mark, a filled number and an outlined number', () => {
    renderWithShop(<CheckoutSteps current="Shipping" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    const markers = steps.map((step) => step.querySelector('[aria-hidden="true"]')?.textContent);
    expect(markers).toEqual(['✓', '2', '3', '4']);
  });
});
