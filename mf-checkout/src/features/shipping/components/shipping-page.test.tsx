import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderCheckout } from '../../../testing/render-checkout';
import { mockApi, signIn } from 'shared-ui/testing';
import type { Address } from 'shared-ui/types';

const HOME: Address = {
  _id: 'a1',
  fullName: 'Ada Lovelace',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'NW1 2AB',
  country: 'UK',
  isDefault: false,
};
const WORK: Address = { ...HOME, _id: 'a2', address: '1 Engine Lane', city: 'Leeds', postalCode: 'LS1', isDefault: true };

beforeEach(() => {
  localStorage.clear();
  signIn();
  mockApi({ 'GET /api/users/addresses': [200, []] });
});

async function typeAddress() {
  await userEvent.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Address'), '12 Analytical Row');
  await userEvent.type(screen.getByLabelText('City'), 'London');
  await userEvent.type(screen.getByLabelText('Postal Code'), 'NW1 2AB');
  await userEvent.type(screen.getByLabelText('Country'), 'UK');
}

describe('ShippingPage', () => {
  it('saves the address and goes to /payment', async () => {
    renderCheckout('/shipping');
    await typeAddress();
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

  it('prefills the saved address and marks every field required', async () => {
    localStorage.setItem(
      'shippingAddress',
      JSON.stringify({ fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' }),
    );
    renderCheckout('/shipping');
    expect(await screen.findByLabelText('City')).toHaveValue('Leeds');
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
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(currentLocation()).toBe('/shipping');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription('Postal Code is required');
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('City'), 'Leeds');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });

  it('offers the address book with the default chosen, and ships to the chosen address', async () => {
    mockApi({ 'GET /api/users/addresses': [200, [WORK, HOME]] });
    renderCheckout('/shipping');
    const group = await screen.findByRole('group', { name: 'Deliver to' });
    expect(group).toBeInTheDocument();
    const work = screen.getByRole('radio', { name: /Ada Lovelace.*Default/ });
    expect(work).toBeChecked();
    expect(work).toHaveAccessibleDescription('1 Engine Lane, Leeds LS1, UK');
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { description: '12 Analytical Row, London NW1 2AB, UK' }));
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

  it('saves a new address to the book when "Save this address" is ticked, then continues', async () => {
    let saved: unknown;
    const { calls } = mockApi({
      'GET /api/users/addresses': [200, [WORK]],
      'POST /api/users/addresses': (request) => {
        void request.json().then((body) => (saved = body));
        return [201, { ...HOME, _id: 'a3' }];
      },
    });
    renderCheckout('/shipping');
    await userEvent.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    await typeAddress();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentLocation()).toBe('/payment'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(saved).toEqual({
      fullName: 'Ada Lovelace',
      address: '12 Analytical Row',
      city: 'London',
      postalCode: 'NW1 2AB',
      country: 'UK',
    });
  });

  it('does not save a new address unless asked, and stays with the reason when saving fails', async () => {
    const { calls } = mockApi({
      'GET /api/users/addresses': [200, []],
      'POST /api/users/addresses': [400, { message: 'An address book holds at most 20 addresses' }],
    });
    renderCheckout('/shipping');
    await typeAddress();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the address: An address book holds at most 20 addresses',
    );
    expect(currentLocation()).toBe('/shipping');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentLocation()).toBe('/payment');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('keeps the address this checkout chose when it is in the book', async () => {
    localStorage.setItem('shippingAddress', JSON.stringify({ ...HOME, _id: undefined, isDefault: undefined }));
    mockApi({ 'GET /api/users/addresses': [200, [WORK, HOME]] });
    renderCheckout('/shipping');
    expect(await screen.findByRole('radio', { description: '12 Analytical Row, London NW1 2AB, UK' })).toBeChecked();
  });
});
