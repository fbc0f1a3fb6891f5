import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { fetchCsrfToken } from '../../../lib/api-client';
import { signIn } from '../api/account-calls';
import { sessionQueryKey } from '../api/session';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/**
 * Sign in. A failure is only logged, as the spec says; the password field is emptied and both
 * fields are marked, so the person sees that the attempt did not work.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setIsSubmitting(true);
    try {
      await signIn(email, password, await fetchCsrfToken());
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onSignedIn();
    } catch (error) {
      console.error('Login failed.', error);
      setPassword('');
      setHasFailed(true);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title="Sign in" intro="Welcome back. Sign in to see your pamphlets.">
      <form className="auth-form" onSubmit={(event) => void submit(event)}>
        <FormField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          isInvalid={hasFailed}
          onValueChange={setEmail}
        />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          isInvalid={hasFailed}
          onValueChange={setPassword}
        />
        <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <ul className="auth-card__links">
        <li>
          <Link to="/reset-password-request">Forgot your password?</Link>
        </li>
        <li>
          <Link to="/register">Create an account</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
