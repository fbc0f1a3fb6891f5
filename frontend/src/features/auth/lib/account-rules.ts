/**
 * The spec's sign-up rules, as the browser checks them while the person types. The server
 * checks the same rules again; the two must agree (spec section 5).
 */
export const accountMessages = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be 64 characters or fewer.',
  fixErrors: 'Please fix the errors below.',
  emailRequired: 'Email must be provided.',
  passwordsDiffer: 'Passwords do not match.',
} as const;

export const passwordMaxLength = 64;
const passwordMinLength = 8;

const localPartPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const domainLabelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

/** Format plus the limits: 254 characters in all, 64 before the @, 63 per domain label. */
export function isValidEmail(raw: string): boolean {
  const email = normaliseEmail(raw);
  if (email.length === 0 || email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !localPartPattern.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && domainLabelPattern.test(label))
  );
}

export function passwordProblem(password: string): string | null {
  if (password.length < passwordMinLength) return accountMessages.passwordTooShort;
  if (password.length > passwordMaxLength) return accountMessages.passwordTooLong;
  return null;
}
