import type { InputHTMLAttributes } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A problem to show under the field; marks it invalid. */
  error?: string | null;
  /** Quiet help shown under the field when there is no error. */
  hint?: string;
  /** Marks the field invalid without a sentence (a failed sign-in). */
  isInvalid?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength'>;

/** A labelled input of the account forms, with its error or hint tied to it for screen readers. */
export function FormField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  isInvalid,
  ...input
}: FormFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="auth-form__field">
      <label className="auth-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="auth-form__input"
        required
        value={value}
        aria-invalid={Boolean(error) || Boolean(isInvalid)}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="auth-form__error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="auth-card__intro">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
