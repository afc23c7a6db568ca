import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithShop, LocationProbe, signIn, signedInUser } from 'shared-ui/testing';
import { LoginPage } from './login-page';

function renderLogin(route: string) {
  return renderWithShop(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('LoginPage', () => {
  it('signs in, stores the user and goes to the redirect target', async () => {
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    mockApi({
      'POST /api/users/login': (request) => {
        sentBody = request.clone().json();
        return [200, signedInUser];
      },
    });
    renderLogin('/login?redirect=/shipping');
    await fillAndSubmit();

    await waitFor(() => expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/shipping'));
    expect(await sentBody).toEqual({ email: 'ada@example.com', password: 'secret123' });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(signedInUser);
  });

  it("shows 'Signing In...' while the request is under way", async () => {
    let answer: (value: Response) => void = () => {};
    globalThis.fetch = (() =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      })) as typeof fetch;
    renderLogin('/login');
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    answer(new Response(JSON.stringify(signedInUser), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/));
  });

  it("announces 'Invalid email or password' when the login fails and stays signed out", async () => {
    mockApi({ 'POST /api/users/login': [401, { message: 'Invalid email or password' }] });
    renderLogin('/login');
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password$/);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('asks to wait and try again when sign-ins are rate limited (HTTP 429)', async () => {
    mockApi({ 'POST /api/users/login': [429, { message: 'Rate limit exceeded, retry in 1 minute' }] });
    renderLogin('/login');
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(alert).not.toHaveTextContent('Invalid email or password');
  });

  it('says the shop cannot be reached when no answer comes', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    renderLogin('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot reach the shop/);
  });

  it('lets password managers fill the form and names the page', () => {
    renderLogin('/login');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(document.title).toBe('Sign In | ShopHub');
  });

  it('shows and hides the password', async () => {
    renderLogin('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to register keeping the redirect', () => {
    renderLogin('/login?redirect=/shipping');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?redirect=%2Fshipping');
  });

  it('sends a signed-in user straight to the redirect target, or / without one', () => {
    signIn();
    const { unmount } = renderLogin('/login?redirect=/placeorder');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/placeorder');
    unmount();
    renderLogin('/login');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/);
  });

  it('ignores a redirect to another site', async () => {
    mockApi({ 'POST /api/users/login': [200, signedInUser] });
    renderLogin('/login?redirect=//evil.example');
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/));
  });
});
