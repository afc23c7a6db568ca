import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Text } from 'shared-ui/design';
import { getHttpStatus } from 'shared-ui/api';
import { usePageMeta, useSession, useSessionNotice } from 'shared-ui/state';
import { useLogin } from '../api/login';
import { useRedirectTarget } from '../use-redirect-target';
import { signInFailureMessage } from '../sign-in-failure-message';
import { AuthCard } from './auth-form';
import { PasswordField } from '../../../components/password-field';

export function LoginPage() {
  const emailId = useId();
  usePageMeta({ title: 'Sign In', description: 'Sign in to your ShopHub account to check out and see your orders.' });
  const userInfo = useSession();
  const sessionNotice = useSessionNotice();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin({ onSuccess: () => navigate(redirect, { replace: true }) });
  const submitting = loginMutation.isPending;
  const error =
    loginMutation.status === 'error' ? signInFailureMessage(getHttpStatus(loginMutation.error), loginMutation.errorMessage) : '';

  if (userInfo) return <Navigate to={redirect} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate({ email, password });
  };

  return (
    <AuthCard>
      <h1>Sign In</h1>
      {sessionNotice && (
        <Text as="p" weight="semibold" role="status">
          {sessionNotice}
        </Text>
      )}
      <form onSubmit={onSubmit}>
        <label htmlFor={emailId}>Email Address</label>
        <input
          id={emailId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        {error && (
          <Text as="p" tone="danger" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p>
        New customer?{' '}
        <Link to={redirect === '/' ? '/register' : `/register?redirect=${encodeURIComponent(redirect)}`}>Create an account</Link>
      </p>
    </AuthCard>
  );
}
