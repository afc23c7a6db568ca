import { screen } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes } from 'shared-ui/testing';
import { routes } from './routes';

const scenarios = MOCK_SCENARIOS.catalog;

beforeEach(() => localStorage.clear());

describe('the catalogue on the mock API scenarios', () => {
  it('default: lists the mock catalogue', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.default });
    expect((await screen.findAllByRole('link', { name: 'Aurora Noise-Cancelling Headphones' }))[0]).toBeInTheDocument();
  });

  it('empty: explains that the search found nothing', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.empty });
    expect(await screen.findByText('No products match your search for "unicorn"')).toBeInTheDocument();
  });

  it('slow: shows the loading skeletons while the listing is on its way', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.slow });
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aurora Noise-Cancelling Headphones' })).not.toBeInTheDocument();
  });

  it('error: shows the error panel with the server message and Try Again', async () => {
    renderSliceRoutes(routes, { scenario: scenarios.error });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The catalogue is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
