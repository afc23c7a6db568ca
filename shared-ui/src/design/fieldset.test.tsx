import { screen } from '@testing-library/react';
import { Fieldset } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('Fieldset', () => {
  it('is a group named by its legend', () => {
    renderWithShop(
      <Fieldset legend="Select Method">
        <label>
          <input type="radio" name="method" /> PayPal
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Select Method' });
    expect(group).toHaveAttribute('data-variant', 'plain');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeInTheDocument();
  });

  it('writes its variant to the DOM', () => {
    renderWithShop(
      <Fieldset variant="boxed" legend="Brands">
        <label>
          <input type="checkbox" /> Apple
        </label>
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Brands' })).toHaveAttribute('data-variant', 'boxed');
  });
});
