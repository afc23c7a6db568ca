import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Fieldset, FormField, Text, container, formFieldStyles, space } from 'shared-ui/design';
import { formatDate } from 'shared-ui/format';
import type { UserInfo } from 'shared-ui/types';
import { FormMessage, type FormOutcome } from '../../../components/form-message';
import { PasswordField } from '../../../components/password-field';
import { useUpdateProfile } from '../api/update-profile';
import { useSavedBio } from '../use-saved-bio';
import { AvatarImage } from './avatar-image';
import { AvatarPicker } from './avatar-picker';

/** What the server accepts as an avatar (api/README.md): checked here first so a wrong file fails at once. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be the avatar, or null when it can. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Please choose an image file (PNG, JPEG, WebP or GIF).';
  if (file.size > AVATAR_MAX_BYTES) return 'Please choose an image of 2 MB or less.';
  return null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  max-width: ${container.reading};
  ${formFieldStyles}
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    align-items: center;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-top: ${space.md};
  }
  .actions button[type='submit'] {
    margin-top: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.sm} ${space.lg};
  margin: ${space.md} 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.md};
  h2 {
    margin: 0;
    flex: 1;
  }
`;

const Hint = styled(Text)`
  margin: 0;
`;

interface Draft {
  name: string;
  email: string;
  bio: string;
  password: string;
  confirmPassword: string;
  /** asked for only when the email or the password changes (the server requires it then) */
  currentPassword: string;
  avatar: File | null;
}

/** A new email or a new password needs the current password (api/README.md, Security). */
function changesCredentials(draft: Draft, userInfo: UserInfo): boolean {
  return draft.password !== '' || draft.email.trim().toLowerCase() !== userInfo.email.toLowerCase();
}

export function ProfileTab({ userInfo }: { userInfo: UserInfo }) {
  const [savedBio, saveBio] = useSavedBio(userInfo._id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  // The preview is a blob URL of the chosen file; it is released when replaced or left.
  useEffect(() => {
    if (!draft?.avatar) return;
    const url = URL.createObjectURL(draft.avatar);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [draft?.avatar]);

  const startEditing = () => {
    setDraft({
      name: userInfo.name,
      email: userInfo.email,
      bio: savedBio,
      password: '',
      confirmPassword: '',
      currentPassword: '',
      avatar: null,
    });
    setOutcome(null);
    setEditing(true);
  };
  const stopEditing = () => {
    setDraft(null);
    setEditing(false);
  };
  const change = (changes: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...changes } : current));

  const onAvatarChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      event.target.value = '';
      change({ avatar: null });
      setOutcome({ tone: 'danger', text: problem });
      return;
    }
    setOutcome(null);
    change({ avatar: file });
  };

  const onSaveBio = () => {
    if (!draft) return;
    setOutcome(
      saveBio(draft.bio)
        ? { tone: 'success', text: 'Bio saved successfully!' }
        : { tone: 'danger', text: 'The bio could not be saved in this browser.' },
    );
  };

  const profileMutation = useUpdateProfile();
  const saving = profileMutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    if (draft.password !== draft.confirmPassword) {
      setOutcome({ tone: 'danger', text: 'Passwords do not match' });
      return;
    }
    const needsCurrentPassword = changesCredentials(draft, userInfo);
    if (needsCurrentPassword && !draft.currentPassword) {
      setOutcome({ tone: 'danger', text: 'Enter your current password to change your email or password' });
      return;
    }
    setOutcome(null);
    const { bio } = draft;
    profileMutation.mutate(
      {
        name: draft.name.trim(),
        email: draft.email.trim(),
        password: draft.password,
        avatar: draft.avatar,
        ...(needsCurrentPassword ? { currentPassword: draft.currentPassword } : {}),
      },
      {
        onSuccess: () => {
          saveBio(bio);
          stopEditing();
          setOutcome({ tone: 'success', text: 'Profile updated successfully' });
        },
        onError: (_error, errorMessage) => setOutcome({ tone: 'danger', text: `Profile update failed: ${errorMessage}` }),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="profile-heading">
      <Heading>
        <AvatarImage src={userInfo.avatar} name={userInfo.name} size={64} alt="Your profile photo" />
        <h2 id="profile-heading">Profile</h2>
        {editing ? (
          <Button variant="outline" onClick={stopEditing} disabled={saving}>
            Cancel Editing
          </Button>
        ) : (
          <Button variant="outline" onClick={startEditing}>
            Edit Profile
          </Button>
        )}
      </Heading>
      <FormMessage outcome={outcome} />
      {editing && draft ? (
        <Form onSubmit={onSubmit} aria-label="Edit profile">
          <FormField label="Name">
            {(control) => (
              <input
                {...control}
                type="text"
                required
                maxLength={100}
                autoComplete="name"
                value={draft.name}
                onChange={(event) => change({ name: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Email Address">
            {(control) => (
              <input
                {...control}
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                value={draft.email}
                onChange={(event) => change({ email: event.target.value })}
              />
            )}
          </FormField>
          <AvatarPicker
            label="Profile Photo"
            name={draft.name || userInfo.name}
            current={userInfo.avatar}
            preview={preview}
            chosen={draft.avatar}
            accept={AVATAR_TYPES.join(',')}
            hint="PNG, JPEG, WebP or GIF, up to 2 MB."
            onChoose={onAvatarChosen}
            onRemove={() => change({ avatar: null })}
          />
          <FormField label="Bio">
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={500}
                value={draft.bio}
                onChange={(event) => change({ bio: event.target.value })}
              />
            )}
          </FormField>
          <div className="row">
            <Text tone="muted" size="sm">
              Your bio stays in this browser; Save Changes keeps it too.
            </Text>
            <Button variant="ghost" size="sm" onClick={onSaveBio}>
              Save Bio
            </Button>
          </div>
          <Fieldset variant="section" legend="Change Password">
            <Hint as="p" tone="muted" size="sm">
              Leave blank to keep your current password.
            </Hint>
            <PasswordField
              label="New Password"
              value={draft.password}
              onChange={(password) => change({ password })}
              autoComplete="new-password"
              required={false}
            />
            <PasswordField
              label="Confirm New Password"
              value={draft.confirmPassword}
              onChange={(confirmPassword) => change({ confirmPassword })}
              autoComplete="new-password"
              required={false}
            />
          </Fieldset>
          {changesCredentials(draft, userInfo) && (
            <PasswordField
              label="Current Password"
              hint="Needed to change your email or password."
              value={draft.currentPassword}
              onChange={(currentPassword) => change({ currentPassword })}
              autoComplete="current-password"
              required={false}
            />
          )}
          <div className="actions">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </Form>
      ) : (
        <Details>
          <dt>Name</dt>
          <dd>{userInfo.name}</dd>
          <dt>Email</dt>
          <dd>{userInfo.email}</dd>
          <dt>Bio</dt>
          <dd>{savedBio || <Text tone="muted">No bio yet.</Text>}</dd>
          {userInfo.createdAt && (
            <>
              <dt>Member since</dt>
              <dd>{formatDate(userInfo.createdAt)}</dd>
            </>
          )}
        </Details>
      )}
    </Card>
  );
}
