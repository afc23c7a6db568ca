import { act, screen, within } from '@testing-library/react';
import { renderWithShop } from 'shared-ui/testing';
import { SlicesPage } from './slices-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }),
}));

const REMOTES_MAP = {
  cart: {
    entry: '/releases/mf-cart/1.1.0-abc1234/mf-manifest.json',
    routes: ['/cart', '/wishlist'],
    label: 'cart',
    release: {
      id: '1.1.0-abc1234',
      version: '1.1.0',
      commit: 'abc1234def5678abc1234def5678abc1234def56',
      builtAt: '2026-11-22T10:00:00.000Z',
      liveSince: '2026-11-22T11:00:00.000Z',
    },
  },
  catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: ['/', '/search'] },
};

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(REMOTES_MAP));
});

afterEach(() => jest.restoreAllMocks());

describe('/__slices', () => {
  it('shows which release of each slice is live, since when, and its commit', async () => {
    await act(async () => renderWithShop(<SlicesPage />, { route: '/__slices' }));
    expect(await screen.findByRole('heading', { name: 'Slices' })).toBeInTheDocument();

    const cart = screen.getByRole('row', { name: /^cart/ });
    expect(within(cart).getByRole('cell', { name: '1.1.0-abc1234' })).toBeInTheDocument();
    expect(within(cart).getByRole('cell', { name: new Date('2026-11-22T11:00:00.000Z').toLocaleString() })).toBeInTheDocument();
    expect(within(cart).getByRole('cell', { name: 'abc1234def56' })).toBeInTheDocument();
    expect(within(cart).getByRole('cell', { name: '/cart, /wishlist' })).toBeInTheDocument();

    const catalog = screen.getByRole('row', { name: /^catalog/ });
    expect(within(catalog).getByRole('cell', { name: 'not a release (dist build)' })).toBeInTheDocument();
    expect(document.title).toBe('Slices | ShopHub');
  });
});
