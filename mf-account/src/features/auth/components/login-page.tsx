import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui/design';
import { useSession, useSessionActions } from 'shared-ui/state';
import { login } from '../api/login';
import { useRedirectTarget } from '../use-redirect-target';
import { AuthCard } from './auth-form';
import { PasswordField } from './password-field';

export function LoginPage() {
  const emailId = useId();
  const userInfo = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  if (userInfo) return <Navigate to={redirect} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const user = await login({ email, password });
      signIn(user);
      navigate(redirect, { replace: true });
    } catch {
      // Spec §8: one message for every failure, so the form does not reveal which accounts exist.
      window.alert('Invalid email or password');
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
