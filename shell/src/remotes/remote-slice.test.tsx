import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from 'shared-ui/testing';
import type { SliceRoutesModule } from 'shared-ui/types';
import { RemoteSlice } from './remote-slice';
import type { Slice } from './slices';
import { captureServerMarkup } from './server-markup';
import { takeSliceHealth } from '../slice-health/slice-health-events';

// The real registry runs; only the network and the Module Federation runtime are faked.
const mockRegisterRemotes = jest.fn();
const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: mockRegisterRemotes, loadRemote: mockLoadRemote }),
}));

const REMOTES_MAP = {
  cart: { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart'] },
  account: { entry: '/remotes/account/mf-manifest.json', routes: ['/login'] },
  checkout: { entry: '/remotes/checkout/mf-manifest.json', routes: ['/shipping'] },
  product: { entry: '/remotes/product/mf-manifest.json', routes: ['/product/:id'] },
  catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: ['/'] },
  reviews: { entry: '/remotes/reviews/mf-manifest.json', routes: ['/reviews/:id'] },
  gifts: { entry: '/remotes/gifts/mf-manifest.json', routes: ['/gifts/:id'] },
  deals: { entry: '/remotes/deals/mf-manifest.json', routes: ['/deals/:id'] },
};

// The registry keeps a remote's routes for the page's lifetime, so each test uses its own remote.
const cartSlice: Slice = { remote: 'cart', label: 'cart', paths: ['/cart'] };
const accountSlice: Slice = { remote: 'account', label: 'account area', paths: ['/login'] };
const checkoutSlice: Slice = { remote: 'checkout', label: 'checkout', paths: ['/shipping'] };
const catalogSlice: Slice = { remote: 'catalog', label: 'catalogue', paths: ['/'] };

/** What the runtime answers for `<remote>/routes`: a module, or an error to throw. */
const remoteModules = new Map<string, SliceRoutesModule | Error>();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(REMOTES_MAP));
  mockLoadRemote.mockImplementation(async (id: string) => {
    const answer = remoteModules.get(id);
    if (answer instanceof Error) throw answer;
    return answer;
  });
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteSlice', () => {
  it("renders the remote's page for its path", async () => {
    remoteModules.set('cart/routes', { routes: [{ path: '/cart', element: <h1>Shopping cart</h1> }] });
    await act(async () => renderWithShop(<RemoteSlice slice={cartSlice} path="/cart" />));
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(mockRegisterRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: 'http://localhost/remotes/cart/remoteEntry.js' }], {
      force: false,
    });
  });

  it('shows a message with Retry when the remote cannot load, and loads it afresh on Retry', async () => {
    remoteModules.set('checkout/routes', new Error('Failed to fetch mf-manifest.json'));
    await act(async () => renderWithShop(<RemoteSlice slice={checkoutSlice} path="/shipping" />));
    expect(await screen.findByRole('heading', { name: 'The checkout could not be loaded' })).toBeInTheDocument();

    remoteModules.set('checkout/routes', { routes: [{ path: '/shipping', element: <h1>Shipping</h1> }] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
    // The runtime was told to forget the failed remote before it was loaded again.
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'checkout', entry: 'http://localhost/remotes/checkout/remoteEntry.js' }],
      { force: true },
    );
    expect(mockLoadRemote.mock.calls.filter(([id]) => id === 'checkout/routes')).toHaveLength(2);
  });

  it('does not run a remote built against a React the page does not provide, and says why in the console', async () => {
    // The federation runtime's own message (strictVersion) when the remote's range excludes the page's copy.
    const incompatible = new Error(
      '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of product which needs ^20.0.0)',
    );
    const productSlice: Slice = { remote: 'product', label: 'product page', paths: ['/product/:id'] };
    remoteModules.set('product/routes', incompatible);
    await act(async () => renderWithShop(<RemoteSlice slice={productSlice} path="/product/:id" />));
    expect(await screen.findByRole('heading', { name: 'The product page could not be loaded' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      '[shell] the product page was not run: its release is incompatible with this page.',
      expect.stringContaining('shared singleton module react does not satisfy the requirement of product which needs ^20.0.0'),
    );
  });

  it("shows 'Unexpected Application Error!' with Retry and a link home in its own area when the page throws while rendering", async () => {
    let failing = true;
    function Fragile() {
      if (failing) throw new Error('render failure inside the remote');
      return <h1>Sign in</h1>;
    }
    remoteModules.set('account/routes', { routes: [{ path: '/login', element: <Fragile /> }] });
    await act(async () =>
      renderWithShop(
        <>
          <header>
            <button type="button">Header still works</button>
          </header>
          <RemoteSlice slice={accountSlice} path="/login" />
          <p>Footer still here</p>
        </>,
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Header still works' })).toBeEnabled();
    expect(screen.getByText('Footer still here')).toBeInTheDocument();
    // The beacon reports it against the release that ran (a dist build here): the canary decider counts it.
    await waitFor(() => expect(takeSliceHealth().events).toEqual([{ kind: 'render-error', slice: 'account', release: 'dist' }]));

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A rendering failure is retried in place: the remote itself was not loaded again.
    expect(mockLoadRemote.mock.calls.filter(([id]) => id === 'account/routes')).toHaveLength(1);
  });

  it('says the shopper is offline when a remote cannot load without network', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    remoteModules.set('catalog/routes', new Error('Failed to fetch mf-manifest.json'));
    await act(async () => renderWithShop(<RemoteSlice slice={catalogSlice} path="/" />));
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/Check your connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("keeps the server's content over a slice that cannot load, with a notice, and Retry loads it again", async () => {
    document.body.innerHTML = `<div id="root" data-server-rendered><main><div data-slice-area="/deals/1">
      <h1>Server-rendered deals</h1><a href="/deals/2">Next deal</a>
      <button type="button">Claim</button></div></main></div>`;
    // Read when the shell's code first runs, before hydration.
    captureServerMarkup();
    document.body.innerHTML = '';
    let failLoad: (error: Error) => void = () => {};
    mockLoadRemote.mockImplementation(() => new Promise((_resolve, reject) => (failLoad = reject)));
    const dealsSlice: Slice = { remote: 'deals', label: 'deals', paths: ['/deals/:id'] };
    await act(async () => renderWithShop(<RemoteSlice slice={dealsSlice} path="/deals/:id" />, { route: '/deals/1' }));

    await act(async () => failLoad(new Error('[ Federation Runtime ]: RUNTIME-008 script failed')));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Part of this page could not load.');
    // The content and its links stay.
    expect(screen.getByRole('heading', { name: 'Server-rendered deals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next deal' })).toHaveAttribute('href', '/deals/2');
    expect(screen.queryByRole('heading', { name: 'The deals could not be loaded' })).not.toBeInTheDocument();

    // A control that cannot work without the slice takes the shopper to Retry.
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(within(notice).getByRole('button', { name: 'Retry' })).toHaveFocus();

    mockLoadRemote.mockResolvedValue({ routes: [{ path: '/deals/:id', element: <h1>Deals page</h1> }] });
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Deals page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Server-rendered deals' })).not.toBeInTheDocument();
    captureServerMarkup();
  });
});
