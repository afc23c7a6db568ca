import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithShop, LocationProbe, signIn, signedInUser } from 'shared-ui/testing';
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
  jest.restoreAllMocks();
});

describe('RegisterPage', () => {
  it("shows 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { calls } = mockFetch({});
    renderRegister();
    await fill('secret123', 'secret124');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('creates the account, signs in and goes to the redirect target', async () => {
    let sentBody: Promise<unknown> = Promise.resolve(undefined);
    mockFetch({
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

  it("alerts 'Registration failed: ' with the server message", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({ 'POST /api/users': [400, { message: 'User already exists' }] });
    renderRegister();
    await fill('secret123', 'secret123');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Registration failed: User already exists'));
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('sends a signed-in user away to the redirect target', () => {
    signIn();
    renderRegister('/register?redirect=/profile');
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/profile');
  });
});
