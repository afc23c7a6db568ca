import { screen, within } from '@testing-library/react';
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

  it('offers each method as a card named PayPal, Stripe or Cash on Delivery with a line about it', () => {
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    renderCheckout('/payment');
    const group = screen.getByRole('group', { name: 'Select Method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['PayPal', 'Stripe', 'CashOnDelivery']);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription(
      'Pay online with your PayPal account once the order is placed.',
    );
    expect(screen.getByRole('radio', { name: 'Stripe' })).toHaveAccessibleDescription(
      'Pay online by card through Stripe once the order is placed.',
    );
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(
      'Pay in cash when the order is delivered.',
    );
    expect(screen.queryByText('CashOnDelivery')).not.toBeInTheDocument();
  });

  it('chooses a method by clicking anywhere on its card and keeps arrow-key radio behaviour', async () => {
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    renderCheckout('/payment');
    await userEvent.click(screen.getByText('Pay online by card through Stripe once the order is placed.'));
    expect(screen.getByRole('radio', { name: 'Stripe' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveFocus();
  });

  it('starts from the method chosen before', () => {
    localStorage.setItem('shippingAddress', JSON.stringify(address));
    localStorage.setItem('paymentMethod', JSON.stringify('Stripe'));
    renderCheckout('/payment');
    expect(screen.getByRole('radio', { name: 'Stripe' })).toBeChecked();
  });
});
