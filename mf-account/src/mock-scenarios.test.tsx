import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_SCENARIOS, renderSliceRoutes } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.account;

beforeEach(() => localStorage.clear());

async function signInWithAnyPassword() {
  await userEvent.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'any password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the account pages on the mock API scenarios', () => {
  it('signed-out: signs in with any email and password', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['signed-out'] });
    await signInWithAnyPassword();
    expect(await screen.findByLabelText('current location')).not.toHaveTextContent('/login');
  });

  it('login-fails: shows the refusal', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['login-fails'] });
    await signInWithAnyPassword();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("signed-in: lists the shopper's two orders, each with a link to it", async () => {
    renderSliceRoutes(routes, { scenario: scenarios['signed-in'], route: '/myorders' });
    const links = await screen.findAllByRole('link', { name: /Details/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/order/64f0c0ffee00000000000001',
      '/order/64f0ba5e000000000000beef',
    ]);
  });

  it('no-orders: says there are none yet', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['no-orders'] });
    expect(await screen.findByRole('status', { name: 'You have no orders yet.' })).toBeInTheDocument();
  });

  it('orders-error: shows the server message', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['orders-error'] });
    expect(await screen.findByText('Order history is unavailable')).toBeInTheDocument();
  });
});
