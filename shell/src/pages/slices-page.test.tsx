import { act, screen, waitFor, within } from '@testing-library/react';
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

const urlOf = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

beforeEach(() => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      Response.json(
        urlOf(input).includes('/api/releases/health') ? { since: '2026-11-22T11:00:00.000Z', slices: [] } : REMOTES_MAP,
      ),
    );
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
    await waitFor(() => expect(document.title).toBe('Slices | ShopHub'));
  });
});

describe('/__slices health', () => {
  it("shows each live release's sessions, error rate, p75 LCP and INP, and the canary's", async () => {
    const report = {
      since: '2026-11-22T11:00:00.000Z',
      slices: [
        {
          slice: 'cart',
          releases: [
            {
              release: '1.1.0-abc1234',
              channel: 'stable',
              sessions: 120,
              errorRate: 0.025,
              lcpP75: 1830.4,
              inpP75: 96,
              percent: undefined,
            },
            { release: '1.2.0-def5678', channel: 'canary', percent: 10, sessions: 14, errorRate: 0, lcpP75: 1700, inpP75: null },
          ],
        },
        {
          slice: 'catalog',
          releases: [{ release: 'dist', channel: 'stable', sessions: 0, errorRate: null, lcpP75: null, inpP75: null }],
        },
      ],
    };
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) => Response.json(urlOf(input).includes('/api/releases/health') ? report : REMOTES_MAP));
    await act(async () => renderWithShop(<SlicesPage />, { route: '/__slices' }));
    const cart = await screen.findByRole('row', { name: /^cart/ });
    expect(await within(cart).findByRole('cell', { name: '120' })).toBeInTheDocument();
    expect(within(cart).getByRole('cell', { name: '2.5 %' })).toBeInTheDocument();
    expect(within(cart).getByRole('cell', { name: '1830 ms' })).toBeInTheDocument();
    expect(within(cart).getByRole('cell', { name: '96 ms' })).toBeInTheDocument();
    expect(
      within(cart).getByRole('cell', {
        name: '1.2.0-def5678 for 10 % of visitors: 14 sessions, errors 0.0 %, p75 LCP 1700 ms, INP —',
      }),
    ).toBeInTheDocument();
    const catalog = screen.getByRole('row', { name: /^catalog/ });
    expect(within(catalog).getAllByRole('cell', { name: '—' }).length).toBeGreaterThanOrEqual(3);
  });
});
