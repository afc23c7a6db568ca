import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiClient } from 'shared-ui/api';
import {
  SESSION_ENDED_MESSAGE,
  SESSION_RECHECK_MS,
  SessionEndedRedirect,
  useCartActions,
  useSession,
  useSessionNotice,
} from 'shared-ui/state';
import { LocationProbe, aProduct, mockApi, renderWithShop, signIn } from '../testing';

const alice = {
  _id: 'user00000001',
  name: 'Alice',
  email: 'alice@example.com',
  isAdmin: false,
  token: 'alice-token',
  createdAt: '2026-01-01T00:00:00Z',
};

function Page() {
  const user = useSession();
  const notice = useSessionNotice();
  const { addToCart } = useCartActions();
  return (
    <>
      <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>
      {notice && <p>{notice}</p>}
      <button onClick={() => addToCart(aProduct({ _id: 'p1', countInStock: 5 }), 2)}>add</button>
      <button
        onClick={() =>
          void apiClient()
            .get('api/orders/myorders')
            .json()
            .catch(() => undefined)
        }
      >
        load orders
      </button>
    </>
  );
}

function renderShop(route = '/profile?tab=orders') {
  return renderWithShop(
    <>
      <SessionEndedRedirect />
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => localStorage.clear());

describe('a session that ended elsewhere', () => {
  it('signs out like logout, keeps the cart as a guest cart and sends the shopper to sign in again', async () => {
    signIn(alice);
    mockApi({ 'GET /api/orders/myorders': [401, { message: 'Not authorized, session ended' }] });
    const user = userEvent.setup();
    renderShop();
    await user.click(screen.getByRole('button', { name: 'add' }));
    localStorage.setItem('shippingAddress', JSON.stringify({ address: '1 Way' }));

    await user.click(screen.getByRole('button', { name: 'load orders' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent('/profile?tab=orders')}`,
      ),
    );
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('shippingAddress')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([expect.objectContaining({ _id: 'p1', qty: 2 })]);
  });

  it('leaves a signed-out visitor alone: a 401 without the session token is not an ended session', async () => {
    mockApi({ 'GET /api/orders/myorders': [401, { message: 'Not authorized, no token' }] });
    renderShop('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'load orders' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('current location')).toHaveTextContent('/cart');
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });

  it('checks the session when the tab comes back to the front', async () => {
    signIn(alice);
    const { calls } = mockApi({ 'GET /api/users/profile': [401, { message: 'Not authorized, session ended' }] });
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    renderShop('/product/p1');
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(calls).toHaveLength(0);
    now.mockReturnValue(1_000_000 + SESSION_RECHECK_MS + 1);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.getByText('Signed out')).toBeInTheDocument());
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/users/profile']);
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent(`/login?redirect=${encodeURIComponent('/product/p1')}`),
    );
    now.mockRestore();
  });
});
