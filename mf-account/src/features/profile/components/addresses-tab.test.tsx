import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShop, signIn } from 'shared-ui/testing';
import type { Address } from 'shared-ui/types';
import { AddressesTab } from './addresses-tab';

const HOME: Address = {
  _id: 'a1',
  fullName: 'Ada Lovelace',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'NW1 2AB',
  country: 'UK',
  isDefault: true,
};
const WORK: Address = { ...HOME, _id: 'a2', address: '1 Engine Lane', city: 'Leeds', postalCode: 'LS1', isDefault: false };

beforeEach(() => {
  localStorage.clear();
  signIn();
});

/** An address book the mocked API keeps, so each change shows in the next read. */
function mockBook(initial: Address[]) {
  let book = [...initial];
  const bodies: unknown[] = [];
  const { calls } = mockApi({
    'GET /api/users/addresses': () => [200, book],
    'POST /api/users/addresses': (request) => {
      void request.json().then((body) => bodies.push(body));
      const added = { ...WORK, _id: 'a9', address: '9 New Street' };
      book = [...book, added];
      return [201, added];
    },
    'PUT /api/users/addresses/a2': (request) => {
      void request.json().then((body) => bodies.push(body));
      book = book.map((entry) => (entry._id === 'a2' ? { ...entry, city: 'York' } : entry));
      return [200, book.find((entry) => entry._id === 'a2')!];
    },
    'PUT /api/users/addresses/a2/default': () => {
      book = book.map((entry) => ({ ...entry, isDefault: entry._id === 'a2' }));
      return [200, book.find((entry) => entry._id === 'a2')!];
    },
    'DELETE /api/users/addresses/a2': () => {
      book = book.filter((entry) => entry._id !== 'a2');
      return [204, null];
    },
  });
  return { calls, bodies };
}

describe('AddressesTab', () => {
  it('lists the saved addresses with the default marked', async () => {
    mockBook([HOME, WORK]);
    renderWithShop(<AddressesTab />);
    const home = await screen.findByRole('listitem', { name: 'Ada Lovelace, 12 Analytical Row' });
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    const work = screen.getByRole('listitem', { name: 'Ada Lovelace, 1 Engine Lane' });
    expect(within(work).getByText(/Leeds LS1/)).toBeInTheDocument();
  });

  it('adds an address, saying what is missing first', async () => {
    const { bodies } = mockBook([]);
    renderWithShop(<AddressesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required');
    expect(screen.getByLabelText('Address')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Address'), '9 New Street');
    await userEvent.type(screen.getByLabelText('City'), 'Leeds');
    await userEvent.type(screen.getByLabelText('Postal Code'), 'LS1');
    await userEvent.type(screen.getByLabelText('Country'), 'UK');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('listitem', { name: 'Ada Lovelace, 9 New Street' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Address saved');
    expect(bodies).toEqual([
      { fullName: 'Ada Lovelace', address: '9 New Street', city: 'Leeds', postalCode: 'LS1', country: 'UK', isDefault: true },
    ]);
  });

  it('edits an address and makes another one the default', async () => {
    const { bodies } = mockBook([HOME, WORK]);
    renderWithShop(<AddressesTab />);
    const work = await screen.findByRole('listitem', { name: 'Ada Lovelace, 1 Engine Lane' });
    await userEvent.click(within(work).getByRole('button', { name: 'Edit' }));
    const city = screen.getByLabelText('City');
    expect(city).toHaveValue('Leeds');
    await userEvent.clear(city);
    await userEvent.type(city, 'York');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/York LS1/)).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      fullName: 'Ada Lovelace',
      address: '1 Engine Lane',
      city: 'York',
      postalCode: 'LS1',
      country: 'UK',
    });

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Ada Lovelace, 1 Engine Lane' })).getByRole('button', { name: 'Make default' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Ada Lovelace, 1 Engine Lane' })).getByText('Default'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ada Lovelace, 1 Engine Lane is now your default address');
  });

  it('deletes an address only after a confirmation that Escape dismisses', async () => {
    const { calls } = mockBook([HOME, WORK]);
    renderWithShop(<AddressesTab />);
    const work = await screen.findByRole('listitem', { name: 'Ada Lovelace, 1 Engine Lane' });
    await userEvent.click(within(work).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this address?' })).toHaveTextContent('1 Engine Lane, Leeds');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(work).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ada Lovelace, 1 Engine Lane' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Address deleted');
  });
});
