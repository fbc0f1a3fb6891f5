import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/account-calls';
import { accountMessages } from '../lib/account-rules';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/** The answer shown after every request, whether or not the address has an account. */
const neutralAnswer =
  "If an account exists with that email, we've sent instructions to reset your password.";

/** Ask for a reset e-mail. */
export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ kind: 'idle' | 'sent' | 'error'; text?: string }>({
    kind: 'idle',
  });
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (email.trim() === '') {
      setStatus({ kind: 'error', text: accountMessages.emailRequired });
      return;
    }
    setIsSubmitting(true);
    try {
      await requestPasswordReset(email);
      setStatus({ kind: 'sent', text: neutralAnswer });
    } catch (error) {
      setStatus({
        kind: 'error',
        text:
          error instanceof ApiError
            ? (error.serverError ?? 'Something went wrong. Please try again.')
            : 'Unexpected error. Please try again later.',
      });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email of your account and we will send you a link."
    >
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        {status.kind === 'sent' ? (
          <p className="auth-form__notice" role="status">
            {status.text}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p className="auth-form__error" role="alert">
            {status.text}
          </p>
        ) : null}
        <FormField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
        <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <ul className="auth-card__links">
        <li>
          <Link to="/login">Back to sign in</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
