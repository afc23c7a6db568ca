import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_SCENARIOS, renderSliceRoutes } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.checkout;
const location = () => screen.getByLabelText('current location').textContent;

beforeEach(() => localStorage.clear());

async function placeOrder() {
  const button = await screen.findByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('checkout on the mock API scenarios', () => {
  it('ready: places the order and opens it', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.ready });
    await placeOrder();
    await waitFor(() => expect(location()).toMatch(/^\/order\/[0-9a-f]{24}$/));
    expect(await screen.findByRole('heading', { level: 1, name: /Order/ })).toBeInTheDocument();
  });

  it('order-fails: shows the refusal and keeps the shopper on the review', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['order-fails'] });
    await placeOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order creation failed.');
    expect(alert).toHaveTextContent('Only 1 Copper Pour-Over Kettle left in stock');
    expect(location()).toBe('/placeorder');
  });

  it('session-ended: sends the shopper to sign in again and keeps the cart', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['session-ended'] });
    await placeOrder();
    await waitFor(() => expect(location()).toMatch(/^\/login/));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
  });
});
