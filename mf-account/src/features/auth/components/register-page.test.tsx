import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithShop, LocationProbe, signIn, signedInUser } from 'shared-ui/testing';
import { RegisterPage } from './register-page';

function renderRegister(route = '/register') {
  return renderWithShop(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

async function fill(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('RegisterPage', () => {
  it("shows 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { calls } = mockApi({});
    renderRegister();
    await fill('secret123', 'secret124');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('creates the account, signs in and goes to the redirect target', async () => {
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    mockApi({
      'POST /api/users': (request) => {
        sentBody = request.clone().json();
        return [201, signedInUser];
      },
    });
    renderRegister('/register?redirect=/shipping');
    await fill('secret123', 'secret123');

    await waitFor(() => expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/shipping'));
    expect(await sentBody).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret123' });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(signedInUser);
  });

  it("announces 'Registration failed: ' with the server message", async () => {
    mockApi({ 'POST /api/users': [400, { message: 'User already exists' }] });
    renderRegister();
    await fill('secret123', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed: User already exists');
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('asks to wait and try again when registrations are rate limited (HTTP 429)', async () => {
    mockApi({ 'POST /api/users': [429, { message: 'Rate limit exceeded, retry in 1 minute' }] });
    renderRegister();
    await fill('secret123', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed: Too many attempts. Please wait a minute and try again.',
    );
  });

  it('lets password managers fill the form and names the page', () => {
    renderRegister();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(document.title).toBe('Create Account | ShopHub');
  });

  it('sends a signed-in user away to the redirect target', () => {
    signIn();
    renderRegister('/register?redirect=/profile');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/profile');
  });
});
