import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderCheckout } from '../../../testing/render-checkout';
import { signIn } from 'shared-ui/testing';

const address = { fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' };

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('PaymentPage', () => {
  it('goes back to /shipping without a shipping address', () => {
    renderCheckout('/payment');
    expect(currentLocation()).toBe('/shipping');
  });

  it('defaults to PayPal, saves the chosen method and goes to /placeorder', async () => {
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    renderCheckout('/payment');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentLocation()).toBe('/placeorder');
    expect(JSON.parse(localStorage.getItem('paymentMethod')!)).toBe('CashOnDelivery');
  });
});
