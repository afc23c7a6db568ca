import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithShop, LocationProbe, signIn, signedInUser } from 'shared-ui/testing';
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
  jest.restoreAllMocks();
});

describe('LoginPage', () => {
  it('signs in, stores the user and goes to the redirect target', async () => {
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    mockFetch({
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

  it("alerts 'Invalid email or password' when the login fails and stays signed out", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({ 'POST /api/users/login': [401, { message: 'Invalid email or password' }] });
    renderLogin('/login');
    await fillAndSubmit();

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invalid email or password'));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
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
    mockFetch({ 'POST /api/users/login': [200, signedInUser] });
    renderLogin('/login?redirect=//evil.example');
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/));
  });
});
