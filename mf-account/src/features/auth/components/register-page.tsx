import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Text } from 'shared-ui/design';
import { getHttpStatus } from 'shared-ui/api';
import { usePageMeta, useSession } from 'shared-ui/state';
import { useRegister } from '../api/register';
import { useRedirectTarget } from '../use-redirect-target';
import { TOO_MANY_ATTEMPTS } from '../sign-in-failure-message';
import { AuthCard } from './auth-form';
import { PasswordField } from '../../../components/password-field';

export function RegisterPage() {
  const nameId = useId();
  const emailId = useId();
  usePageMeta({ title: 'Create Account', description: 'Create a ShopHub account to check out faster and follow your orders.' });
  const userInfo = useSession();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const registerMutation = useRegister({ onSuccess: () => navigate(redirect, { replace: true }) });
  const submitting = registerMutation.isPending;
  const error = mismatch
    ? 'Passwords do not match'
    : registerMutation.status === 'error'
      ? 'Registration failed: ' +
        (getHttpStatus(registerMutation.error) === 429 ? TOO_MANY_ATTEMPTS : registerMutation.errorMessage)
      : '';

  if (userInfo) return <Navigate to={redirect} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const passwordsDiffer = password !== confirmPassword;
    setMismatch(passwordsDiffer);
    if (!passwordsDiffer) registerMutation.mutate({ name: name.trim(), email, password });
  };

  return (
    <AuthCard>
      <h1>Create Account</h1>
      <form onSubmit={onSubmit}>
        <label htmlFor={nameId}>Full Name</label>
        <input
          id={nameId}
          type="text"
          required
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={emailId}>Email Address</label>
        <input
          id={emailId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="new-password" />
        <PasswordField
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
        />
        {error && (
          <Text as="p" tone="danger" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Register'}
        </Button>
      </form>
      <p>
        Already have an account?{' '}
        <Link to={redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
