import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderCheckout } from '../../../testing/render-checkout';
import { signIn } from 'shared-ui/testing';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('ShippingPage', () => {
  it('saves the address and goes to /payment', async () => {
    renderCheckout('/shipping');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Address'), '12 Analytical Row');
    await userEvent.type(screen.getByLabelText('City'), 'London');
    await userEvent.type(screen.getByLabelText('Postal Code'), 'NW1 2AB');
    await userEvent.type(screen.getByLabelText('Country'), 'UK');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentLocation()).toBe('/payment');
    expect(JSON.parse(localStorage.getItem('shippingAddress')!)).toEqual({
      fullName: 'Ada Lovelace',
      address: '12 Analytical Row',
      city: 'London',
      postalCode: 'NW1 2AB',
      country: 'UK',
    });
  });

  it('prefills the saved address and marks every field required', () => {
    localStorage.setItem(
      'shippingAddress',
      JSON.stringify({ fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' }),
    );
    renderCheckout('/shipping');
    expect(screen.getByLabelText('City')).toHaveValue('Leeds');
    for (const label of ['Full Name', 'Address', 'City', 'Postal Code', 'Country'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Shipping, current step');
  });

  it('says next to each empty or blank field that it is required, and does not continue', async () => {
    localStorage.setItem(
      'shippingAddress',
      JSON.stringify({ fullName: 'Ada', address: '1 Way', city: '   ', postalCode: '', country: 'UK' }),
    );
    renderCheckout('/shipping');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentLocation()).toBe('/shipping');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription('Postal Code is required');
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('City'), 'Leeds');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });
});
