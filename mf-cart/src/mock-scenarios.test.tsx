import { screen, within } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.cart;

beforeEach(() => localStorage.clear());

describe('the cart on the mock API scenarios', () => {
  it('empty: says the cart is empty', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.empty });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeInTheDocument();
  });

  it('with-lines: lists both lines and changes nothing', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['with-lines'] });
    expect(await screen.findByRole('link', { name: 'Aurora Noise-Cancelling Headphones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copper Pour-Over Kettle' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /checkout/i })).toBeEnabled();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('sold-out: flags the line sold out since it was added', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['sold-out'] });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('One item changed since it was added: see the note beside it.')).toBeInTheDocument();
  });

  it('price-changed: shows the new price beside the line', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['price-changed'] });
    const note = await screen.findByText('Price changed from $119.99 to $129.99');
    expect(within(note.closest('li') ?? document.body).getByText(/Aurora Noise-Cancelling Headphones/)).toBeInTheDocument();
  });
});
