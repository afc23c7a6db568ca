import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Text } from 'shared-ui/design';
import { getErrorMessage } from 'shared-ui/api';
import { useSession, useSessionActions } from 'shared-ui/state';
import { register } from '../api/register';
import { useRedirectTarget } from '../use-redirect-target';
import { AuthCard } from './auth-form';
import { PasswordField } from './password-field';

export function RegisterPage() {
  const nameId = useId();
  const emailId = useId();
  const userInfo = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  if (userInfo) return <Navigate to={redirect} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      const user = await register({ name: name.trim(), email, password });
      signIn(user);
      navigate(redirect, { replace: true });
    } catch (caught) {
      window.alert('Registration failed: ' + getErrorMessage(caught));
      setSubmitting(false);
    }
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
