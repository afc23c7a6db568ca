import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { aProduct, mockFetch, renderWithShop } from 'shared-ui/testing';
import { useCartActions } from 'shared-ui/state';
import { SiteHeader } from './site-header';

function AddButton() {
  const { addToCart } = useCartActions();
  return <button onClick={() => addToCart(aProduct({ countInStock: 5 }), 2)}>add from a remote</button>;
}

beforeEach(() => localStorage.clear());

describe('SiteHeader', () => {
  it('shows the cart count as soon as the shared cart changes', async () => {
    renderWithShop(
      <>
        <SiteHeader />
        <AddButton />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'add from a remote' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('offers Sign In and Sign Up when signed out, and the user menu with Sign Out when signed in', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ _id: 'u0000001', name: 'bob', email: 'bob@example.com', token: 't' }));
    renderWithShop(
      <Routes>
        <Route path="*" element={<SiteHeader />} />
      </Routes>,
      { route: '/cart' },
    );
    const trigger = screen.getByRole('button', { name: 'bob' });
    await userEvent.click(trigger);
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('switches the theme with the dark mode toggle', async () => {
    renderWithShop(<SiteHeader />);
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });
});

describe('SearchBox', () => {
  it('shows recent searches on focus, then debounced suggestions', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = mockFetch({
      'GET /api/products/search-suggestions': [200, [{ _id: 'p00000001', name: 'iPhone 15', category: 'electronics' }]],
    });
    renderWithShop(<SiteHeader />);
    await user.click(screen.getByRole('combobox', { name: 'Search products' }));
    for (const recent of ['iPhone', 'Laptop', 'Headphones', 'Camera'])
      expect(screen.getByRole('button', { name: recent })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'ip');
    expect(calls).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('link', { name: 'iPhone 15 electronics' })).toHaveAttribute('href', '/product/p00000001');
    expect(new URL(calls[0]!.url).searchParams.get('q')).toBe('ip');
    jest.useRealTimers();
  });

  it('falls back to three placeholder suggestions when the call fails', async () => {
    mockFetch({ 'GET /api/products/search-suggestions': [500, { message: 'down' }] });
    renderWithShop(<SiteHeader />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'lamp');
    expect(await screen.findByRole('button', { name: 'lamp Electronics' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'lamp Fashion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'lamp Home' })).toBeInTheDocument();
  });

  it("offers 'Search anyway' when nothing matches", async () => {
    mockFetch({ 'GET /api/products/search-suggestions': [200, []] });
    renderWithShop(<SiteHeader />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'zzzz');
    expect(await screen.findByText('No products found for "zzzz"', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search anyway' })).toBeInTheDocument();
  });
});
