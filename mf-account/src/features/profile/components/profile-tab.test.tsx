import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShop, signIn, signedInUser } from 'shared-ui/testing';
import { useSession } from 'shared-ui/state';
import { ProfileTab } from './profile-tab';

/** What the header reads: the session's name and avatar. */
function SessionProbe() {
  const userInfo = useSession();
  return (
    <output aria-label="signed in as">
      {userInfo?.name} {userInfo?.avatar}
    </output>
  );
}

function renderProfileTab() {
  return renderWithShop(
    <>
      <ProfileTab userInfo={signedInUser} />
      <SessionProbe />
    </>,
  );
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(() => {
  localStorage.clear();
  signIn();
  URL.createObjectURL = jest.fn(() => 'blob:preview-of-new-photo');
  URL.revokeObjectURL = jest.fn();
});

describe('ProfileTab', () => {
  it('toggles between read-only details and the edit form', async () => {
    renderProfileTab();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Editing' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it("says 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { calls } = mockApi({});
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('New Password'), 'newsecret1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'newsecret2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('saves name and email as JSON, keeps the password when blank, leaves edit mode and updates the session at once', async () => {
    let sent: unknown;
    const { calls } = mockApi({
      'PUT /api/users/profile': (request) => {
        sent = request.clone().json();
        return [200, { ...signedInUser, name: 'Ada King', email: 'ada@king.example' }];
      },
    });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@king.example');
    await userEvent.type(screen.getByLabelText('Current Password'), 'oldsecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toHaveAttribute('role', 'status');
    expect(await sent).toEqual({ name: 'Ada King', email: 'ada@king.example', password: '', currentPassword: 'oldsecret1' });
    expect(calls[0]!.headers.get('content-type')).toContain('application/json');
    expect(screen.getByRole('status', { name: 'signed in as' })).toHaveTextContent('Ada King');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ name: 'Ada King', email: 'ada@king.example' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('asks for the current password only when the email or the password changes', async () => {
    let sent: unknown;
    const { calls } = mockApi({
      'PUT /api/users/profile': (request) => {
        sent = request.clone().json();
        return [200, { ...signedInUser, name: 'Renamed' }];
      },
    });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@else.example');
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Needed to change your email or password.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your current password to change your email or password');
    expect(calls).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, signedInUser.email);
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(await sent).toEqual({ name: 'Renamed', email: signedInUser.email, password: '' });
  });

  it("shows the server's answer to a wrong current password", async () => {
    mockApi({ 'PUT /api/users/profile': () => [400, { message: 'Current password is incorrect' }] });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('New Password'), 'newsecret1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'newsecret1');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile update failed: Current password is incorrect');
  });

  it('sends a new password once and clears the password fields after saving', async () => {
    let sent: unknown;
    mockApi({
      'PUT /api/users/profile': (request) => {
        sent = request.clone().json();
        return [200, signedInUser];
      },
    });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('New Password'), 'newsecret1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'newsecret1');
    await userEvent.type(screen.getByLabelText('Current Password'), 'oldsecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(await sent).toMatchObject({ password: 'newsecret1', currentPassword: 'oldsecret1' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("says 'Profile update failed' with the server's reason and stays in edit mode", async () => {
    mockApi({ 'PUT /api/users/profile': [400, { message: 'User already exists' }] });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile update failed: User already exists');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'signed in as' })).toHaveTextContent('Ada Lovelace');
  });

  it('refuses a file that is not an image and shows no preview', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderProfileTab();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.upload(screen.getByLabelText('Profile Photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file (PNG, JPEG, WebP or GIF).');
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Profile Photo')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
  });

  it('refuses an image over 2 MB', async () => {
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile Photo'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image of 2 MB or less.');
  });

  it('previews a chosen photo and sends it as multipart with the other fields; the session shows the new avatar', async () => {
    let sent: Promise<FormData> | undefined;
    const { calls } = mockApi({
      'PUT /api/users/profile': (request) => {
        sent = request.clone().formData();
        return [200, { ...signedInUser, avatar: '/api/avatars/u1-new.png' }];
      },
    });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.upload(screen.getByLabelText('Profile Photo'), new File([pngBytes], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute('src', 'blob:preview-of-new-photo');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent!;
    expect(form.get('name')).toBe('Ada Lovelace');
    expect(form.get('email')).toBe('ada@example.com');
    expect(form.has('password')).toBe(false);
    const avatar = form.get('avatar') as File;
    expect(avatar.name).toBe('me.png');
    expect(new Uint8Array(await avatar.arrayBuffer())).toEqual(pngBytes);
    expect(screen.getByRole('status', { name: 'signed in as' })).toHaveTextContent('/api/avatars/u1-new.png');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-of-new-photo');
  });

  it('offers a styled picker: Choose photo, then Change photo and Remove, which drops the chosen file before saving', async () => {
    let sent: unknown;
    mockApi({
      'PUT /api/users/profile': (request) => {
        sent = request.headers.get('content-type');
        return [200, signedInUser];
      },
    });
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Profile Photo'), new File([pngBytes], 'me.png', { type: 'image/png' }));
    expect(screen.getByText('New photo: me.png (saved with your changes)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).not.toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG, WebP or GIF, up to 2 MB.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(sent).toMatch(/^application\/json/);
  });

  it('has one primary save: Save Changes is the only primary button of the form', async () => {
    renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const primary = within(form)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-variant') === 'primary');
    expect(primary.map((button) => button.textContent)).toEqual(['Save Changes']);
  });

  it("saves the bio in the browser only: 'Bio saved successfully!', and it is there on the next visit", async () => {
    const { calls } = mockApi({});
    const { unmount } = renderProfileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bio' }), 'Mathematician and writer.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bio' }));
    expect(screen.getByText('Bio saved successfully!')).toHaveAttribute('role', 'status');
    expect(calls).toHaveLength(0);
    unmount();

    renderProfileTab();
    expect(screen.getByText('Mathematician and writer.')).toBeInTheDocument();
  });
});
