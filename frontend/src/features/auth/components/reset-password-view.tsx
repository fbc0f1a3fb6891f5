import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { resetPassword, verifyResetToken } from '../api/account-calls';
import { accountMessages, passwordMaxLength } from '../lib/account-rules';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/** Spec section 9: after a successful reset the person is taken to sign in after 3 seconds. */
const redirectDelayMs = 3_000;

type TokenCheck = 'unknown' | 'valid' | 'invalid';

/** Set a new password from a reset link: validating, invalid or expired, or the form. */
export function ResetPasswordView({ token }: { token: string }) {
  const navigate = useNavigate();
  const [check, setCheck] = useState<TokenCheck>('unknown');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    verifyResetToken(token).then(
      () => isCurrent && setCheck('valid'),
      () => isCurrent && setCheck('invalid'),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(accountMessages.passwordsDiffer);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    try {
      const { message } = await resetPassword(token, password);
      setDone(message);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverError ?? 'Reset failed.')
          : 'Unexpected error. Try again.',
      );
    } finally {
      setIsSubmitting(false);
    }
  };

  if (check === 'unknown') {
    return (
      <AuthCard title="Reset your password">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (check === 'invalid') {
    return (
      <AuthCard title="Reset your password">
        <p className="auth-form__error" role="alert">
          Invalid or expired link.
        </p>
        <ul className="auth-card__links">
          <li>
            <Link to="/reset-password-request">Ask for a new link</Link>
          </li>
          <li>
            <Link to="/login">Back to sign in</Link>
          </li>
        </ul>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title="Password changed">
        <p className="auth-form__notice" role="status">
          {done} Taking you to sign in…
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="8 to 64 characters.">
      <form className="auth-form" onSubmit={(event) => void submit(event)}>
        {error ? (
          <p className="auth-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={passwordMaxLength}
          value={password}
          onValueChange={setPassword}
        />
        <FormField
          id="confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={passwordMaxLength}
          value={confirmation}
          onValueChange={setConfirmation}
        />
        <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </AuthCard>
  );
}
