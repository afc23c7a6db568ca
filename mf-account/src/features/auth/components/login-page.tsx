import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Text } from 'shared-ui/design';
import { getErrorMessage, getHttpStatus } from 'shared-ui/api';
import { usePageMeta, useSession, useSessionActions } from 'shared-ui/state';
import { login } from '../api/login';
import { useRedirectTarget } from '../use-redirect-target';
import { signInFailureMessage } from '../sign-in-failure-message';
import { AuthCard } from './auth-form';
import { PasswordField } from '../../../components/password-field';

export function LoginPage() {
  const emailId = useId();
  usePageMeta({ title: 'Sign In', description: 'Sign in to your ShopHub account to check out and see your orders.' });
  const userInfo = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  if (userInfo) return <Navigate to={redirect} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSubmitting(true);
    try {
      const user = await login({ email, password });
      signIn(user);
      navigate(redirect, { replace: true });
    } catch (caught) {
      setError(signInFailureMessage(getHttpStatus(caught), getErrorMessage(caught)));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard>
      <h1>Sign In</h1>
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
