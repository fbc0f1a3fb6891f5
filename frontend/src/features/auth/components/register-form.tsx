import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, fetchCsrfToken } from '../../../lib/api-client';
import { register } from '../api/account-calls';
import { sessionQueryKey } from '../api/session';
import {
  accountMessages,
  isValidEmail,
  passwordMaxLength,
  passwordProblem,
} from '../lib/account-rules';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/** Sign up, with the spec's rules checked as the person types. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const emailError = isValidEmail(email) ? null : accountMessages.invalidEmail;
  const passwordError = passwordProblem(password);
  const isValid = !emailError && !passwordError;
  const showEmailError = touched.email && emailError;
  const showPasswordError = touched.password && passwordError;

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!isValid) return;
    setIsSubmitting(true);
    setServerError(null);
    try {
      await register(email, password, await fetchCsrfToken());
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onRegistered();
    } catch (error) {
      setServerError(
        error instanceof ApiError
          ? (error.serverError ?? 'Registration failed.')
          : 'Unexpected error during registration.',
      );
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      intro="An account keeps your pamphlets and downloads in one place."
    >
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        {(touched.email || touched.password) && !isValid ? (
          <p className="auth-form__error" role="alert">
            {accountMessages.fixErrors}
          </p>
        ) : null}
        {serverError ? (
          <p className="auth-form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={showEmailError ? emailError : null}
          onValueChange={(value) => {
            setEmail(value);
            setTouched((state) => ({ ...state, email: true }));
          }}
        />
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={passwordMaxLength}
          value={password}
          error={showPasswordError ? passwordError : null}
          hint="8 to 64 characters."
          onValueChange={(value) => {
            setPassword(value);
            setTouched((state) => ({ ...state, password: true }));
          }}
        />
        <button
          type="submit"
          className="button auth-form__submit"
          disabled={!isValid || isSubmitting}
        >
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <ul className="auth-card__links">
        <li>
          Already have an account? <Link to="/login">Sign in</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
