import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Grid, Heading, Text, formFieldStyles, space } from 'shared-ui/design';
import { formatDate } from 'shared-ui/format';
import type { UserInfo } from 'shared-ui/types';
import { FormMessage, type FormOutcome } from '../../../components/form-message';
import { PasswordField } from '../../../components/password-field';
import { useChangePassword } from '../api/change-password';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  ${formFieldStyles}
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space.xs};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${space.sm};
  }
  dd {
    margin: 0;
  }
`;

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §2 gives the button no function; saying so beats a button that silently does nothing. */
export const TWO_FACTOR_COMING = 'Two-factor sign-in is coming soon. Until then your password protects your account.';

export function SecurityTab({ userInfo }: { userInfo: UserInfo }) {
  const [form, setForm] = useState(emptyForm);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [twoFactorNote, setTwoFactorNote] = useState('');
  const passwordMutation = useChangePassword({
    onSuccess: () => {
      setForm(emptyForm);
      setOutcome({ tone: 'success', text: 'Password changed successfully' });
    },
    onError: (_error, errorMessage) => setOutcome({ tone: 'danger', text: `Password change failed: ${errorMessage}` }),
  });
  const saving = passwordMutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.newPassword !== form.confirmPassword) {
      setOutcome({ tone: 'danger', text: 'New passwords do not match' });
      return;
    }
    setOutcome(null);
    passwordMutation.mutate({ currentPassword: form.currentPassword, newPassword: form.newPassword });
  };

  return (
    <Grid minItemWidth="min(100%, 300px)" fill="auto-fit" gap="md" align="start">
      <Card as="section" aria-labelledby="change-password-heading">
        <Heading id="change-password-heading" mt="none">
          Change Password
        </Heading>
        <Form onSubmit={onSubmit} aria-labelledby="change-password-heading">
          <PasswordField
            label="Current Password"
            value={form.currentPassword}
            onChange={(currentPassword) => setForm((current) => ({ ...current, currentPassword }))}
            autoComplete="current-password"
          />
          <PasswordField
            label="New Password"
            value={form.newPassword}
            onChange={(newPassword) => setForm((current) => ({ ...current, newPassword }))}
            autoComplete="new-password"
          />
          <PasswordField
            label="Confirm New Password"
            value={form.confirmPassword}
            onChange={(confirmPassword) => setForm((current) => ({ ...current, confirmPassword }))}
            autoComplete="new-password"
          />
          <FormMessage outcome={outcome} />
          <Button type="submit" disabled={saving}>
            {saving ? 'Changing Password...' : 'Change Password'}
          </Button>
        </Form>
      </Card>
      <Card as="section" aria-labelledby="account-security-heading">
        <Heading id="account-security-heading" mt="none">
          Account Security
        </Heading>
        <Facts>
          <dt>Account status</dt>
          <dd>
            <Badge tone="success">Verified</Badge>
          </dd>
          <dt>Account created</dt>
          <dd>{userInfo.createdAt ? formatDate(userInfo.createdAt) : 'Unknown'}</dd>
          <dt>Two-factor sign-in</dt>
          <dd>
            <Text as="p" tone="muted">
              Off
            </Text>
            <Button variant="outline" onClick={() => setTwoFactorNote(TWO_FACTOR_COMING)}>
              Enable two-factor
            </Button>
            <Text as="p" role="status">
              {twoFactorNote}
            </Text>
          </dd>
        </Facts>
      </Card>
    </Grid>
  );
}
