import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from 'shared-ui/testing';
import { RemoteSlice } from './remote-slice';
import { loadSliceRoutes, resetRemote } from './remote-registry';

jest.mock('./remote-registry', () => ({
  loadSliceRoutes: jest.fn(),
  resetRemote: jest.fn(async () => {}),
}));

const mockedLoad = jest.mocked(loadSliceRoutes);

// The registry caches one promise per remote; the mock does the same.
function loads(module: Awaited<ReturnType<typeof loadSliceRoutes>>) {
  mockedLoad.mockReturnValue(Promise.resolve(module));
}
function fails(message: string) {
  const failure = Promise.reject(new Error(message));
  failure.catch(() => {});
  mockedLoad.mockReturnValue(failure);
}
const cartSlice = { remote: 'cart' as const, label: 'cart', paths: ['/cart'] };

function Exploding(): never {
  throw new Error('render failure inside the remote');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockedLoad.mockReset();
});

describe('RemoteSlice', () => {
  it("renders the remote's page for its path", async () => {
    loads({ routes: [{ path: '/cart', element: <h1>Shopping cart</h1> }] });
    await act(async () => renderWithShop(<RemoteSlice slice={cartSlice} path="/cart" />));
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('shows a message with Retry when the remote cannot load, and loads it again on Retry', async () => {
    fails('Failed to fetch mf-manifest.json');
    await act(async () => renderWithShop(<RemoteSlice slice={cartSlice} path="/cart" />));
    expect(await screen.findByRole('heading', { name: 'The cart could not be loaded' })).toBeInTheDocument();

    loads({ routes: [{ path: '/cart', element: <h1>Shopping cart</h1> }] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('cart');
  });

  it('contains a render error thrown inside the remote', async () => {
    loads({ routes: [{ path: '/cart', element: <Exploding /> }] });
    await act(async () =>
      renderWithShop(
        <>
          <RemoteSlice slice={cartSlice} path="/cart" />
          <p>Footer still here</p>
        </>,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Footer still here')).toBeInTheDocument();
  });
});
