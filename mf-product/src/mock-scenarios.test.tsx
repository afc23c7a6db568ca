import { screen } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.product;

beforeEach(() => localStorage.clear());

describe('the product page on the mock API scenarios', () => {
  it('default: shows the product with its reviews', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.default });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Noise-Cancelling Headphones' })).toBeInTheDocument();
    expect(screen.getByText('Exactly as described, and it arrived in two days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('sold-out: offers no Add to Cart', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['sold-out'] });
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('not-found: says so, with a way home', async () => {
    renderSliceRoutes(routes, { scenario: scenarios['not-found'] });
    expect(await screen.findByRole('heading', { name: 'Error Loading Product' })).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
  });

  it('error: shows the server message', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.error });
    expect(await screen.findByRole('heading', { name: 'Error Loading Product' })).toBeInTheDocument();
    expect(screen.getByText('The product service is down')).toBeInTheDocument();
  });
});
