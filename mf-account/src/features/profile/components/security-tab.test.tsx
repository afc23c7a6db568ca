import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShop, signIn, signedInUser } from 'shared-ui/testing';
import { SecurityTab, TWO_FACTOR_COMING } from './security-tab';

async function fill(current: string, next: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('SecurityTab', () => {
  it('requires the current, new and confirmed password, with the autocomplete password managers expect', () => {
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    expect(screen.getByLabelText('Current Password')).toBeRequired();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New Password')).toBeRequired();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm New Password')).toBeRequired();
  });

  it("says 'New passwords do not match' and sends nothing", async () => {
    const { calls } = mockApi({});
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    await fill('oldsecret', 'newsecret1', 'newsecret2');
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it("changes the password: 'Password changed successfully' and the fields are cleared", async () => {
    let sent: unknown;
    mockApi({
      'PUT /api/users/password': (request) => {
        sent = request.clone().json();
        return [200, { message: 'Password updated successfully' }];
      },
    });
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    await fill('oldsecret', 'newsecret1', 'newsecret1');
    expect(await screen.findByText('Password changed successfully')).toHaveAttribute('role', 'status');
    expect(await sent).toEqual({ currentPassword: 'oldsecret', newPassword: 'newsecret1' });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("adopts the new session's token, asked for with the cookie alone since the old token was revoked", async () => {
    const { calls } = mockApi({
      'PUT /api/users/password': [200, { message: 'Password updated successfully' }],
      'GET /api/users/profile': [200, { ...signedInUser, token: 'fresh-token' }],
    });
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    await fill('oldsecret', 'newsecret1', 'newsecret1');
    await screen.findByText('Password changed successfully');
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'PUT /api/users/password',
      'GET /api/users/profile',
    ]);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(calls[1]!.headers.get('Authorization')).toBe('');
    expect(calls[1]!.credentials).toBe('include');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ name: 'Ada Lovelace', token: 'fresh-token' }),
    );
  });

  it('still reports success when the new token cannot be read', async () => {
    mockApi({
      'PUT /api/users/password': [200, { message: 'Password updated successfully' }],
      'GET /api/users/profile': [401, { message: 'Not authorized, session ended' }],
    });
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    await fill('oldsecret', 'newsecret1', 'newsecret1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Password change failed' with the server's reason", async () => {
    mockApi({ 'PUT /api/users/password': [400, { message: 'Current password is incorrect' }] });
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    await fill('wrong', 'newsecret1', 'newsecret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password change failed: Current password is incorrect');
    expect(screen.getByLabelText('New Password')).toHaveValue('newsecret1');
  });

  it('shows the account as Verified with its created date', () => {
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    expect(screen.getByText('Account status').nextElementSibling).toHaveTextContent('Verified');
    expect(screen.getByText('Account created').nextElementSibling).toHaveTextContent('Jun 15, 2025');
  });

  it('says two-factor sign-in is coming instead of silently doing nothing', async () => {
    const { calls } = mockApi({});
    renderWithShop(<SecurityTab userInfo={signedInUser} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enable two-factor' }));
    expect(screen.getByText(TWO_FACTOR_COMING)).toHaveAttribute('role', 'status');
    expect(TWO_FACTOR_COMING).toMatch(/^Two-factor sign-in is coming soon/);
    expect(calls).toHaveLength(0);
  });
});
