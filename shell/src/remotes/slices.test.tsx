import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { ShopThemeProvider } from 'shared-ui/design';
import { ShopStateProvider, createShopStore } from 'shared-ui/state';
import { ShopRoutes, createShopRoutes } from '../router';
import { slicesFromMap, type Slice } from './slices';

// Only the boundaries are faked: the network (fetch) and the Module Federation runtime.
const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn(), loadRemote: mockLoadRemote }),
}));

/** The slice's release added a page: the map carries it; the shell was built before it existed. */
const REMOTES_MAP = {
  cart: { entry: '/releases/mf-cart/1.1.0-abc1234/mf-manifest.json', routes: ['/cart', '/basket'], label: 'cart' },
  catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: ['/'] },
};

/** The shell's whole route table (layout, header, footer) at `url`, as the app renders it. */
async function renderShopAt(slices: Slice[] | null, url: string) {
  await act(async () =>
    render(
      <ShopStateProvider store={createShopStore()}>
        <ShopThemeProvider>
          <MemoryRouter initialEntries={[url]} useTransitions={false}>
            <ShopRoutes slices={slices} />
          </MemoryRouter>
        </ShopThemeProvider>
      </ShopStateProvider>,
    ),
  );
}

const childPaths = (routes: RouteObject[]) => (routes[0]?.children ?? []).map((route) => route.path);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) => (String(url) === '/remotes.json' ? Response.json(REMOTES_MAP) : Response.json([])));
});

afterEach(() => jest.restoreAllMocks());

describe('route table from the remotes map', () => {
  it("gives each slice the routes its live release declares, labelled by the map or else by the slice's name", () => {
    expect(slicesFromMap(REMOTES_MAP)).toEqual([
      { remote: 'cart', label: 'cart', paths: ['/cart', '/basket'] },
      { remote: 'catalog', label: 'catalog', paths: ['/'] },
    ]);
  });

  it("routes the slices' paths, then the shell's own pages and the not-found page", () => {
    const paths = childPaths(createShopRoutes(slicesFromMap(REMOTES_MAP)));
    expect(paths.slice(0, 3)).toEqual(['/cart', '/basket', '/']);
    expect(paths).toContain('/about');
    expect(paths.slice(-2)).toEqual(['/__slices', '*']);
  });

  it('renders a page a slice added in its own release, without a shell release', async () => {
    mockLoadRemote.mockResolvedValue({ routes: [{ path: '/basket', element: <h1>Your basket</h1> }] });
    await renderShopAt(slicesFromMap(REMOTES_MAP), '/basket');
    expect(await screen.findByRole('heading', { name: 'Your basket' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('cart/routes');
  });

  it('offers a retry on any slice path when the map could not be read, keeping the shell pages', async () => {
    await renderShopAt(null, '/cart');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(childPaths(createShopRoutes(null))).toContain('/about');
  });

  it('shows the preview ribbon with a way out on every page while this browser previews a release, and only then', async () => {
    const release = { id: '1.1.0-abc1234', version: '1.1.0', commit: 'abc1234', builtAt: 'then', liveSince: 'now' };
    const previewing = slicesFromMap({ ...REMOTES_MAP, cart: { ...REMOTES_MAP.cart, release, channel: 'preview' } });
    expect(previewing[0]).toMatchObject({ remote: 'cart', preview: '1.1.0-abc1234' });

    await renderShopAt(previewing, '/about');
    const ribbon = await screen.findByRole('complementary', { name: 'Preview' });
    expect(ribbon).toHaveTextContent('Preview: cart 1.1.0-abc1234 · Exit preview');
    expect(within(ribbon).getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/__preview/exit');
  });

  it('shows no ribbon to a browser served the stable or a canary release', async () => {
    const release = { id: '1.1.0-abc1234', version: '1.1.0', commit: 'abc1234', builtAt: 'then', liveSince: 'now' };
    await renderShopAt(slicesFromMap({ ...REMOTES_MAP, cart: { ...REMOTES_MAP.cart, release, channel: 'canary' } }), '/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
