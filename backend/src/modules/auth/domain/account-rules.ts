/** The spec's registration rules and their messages, word for word; the browser shows the same. */
export const accountMessages = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be 64 characters or fewer.',
  emailRequired: 'Email must be provided.',
} as const;

export const passwordLength = { min: 8, max: 64 } as const;

const emailLimits = { total: 254, localPart: 64, domainLabel: 63 } as const;

/** Letters, digits and the usual punctuation of a local part; no spaces, no quotes. */
const localPartPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const domainLabelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** Trims and lower-cases an address, as it is stored and compared. */
export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

/** Whether a normalised address is valid: format and the 254 / 64 / 63 limits. */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > emailLimits.total) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > emailLimits.localPart || !localPartPattern.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (labels.length < 2) return false;
  return labels.every(
    (label) => label.length <= emailLimits.domainLabel && domainLabelPattern.test(label),
  );
}

/** The message for a password that breaks the length rule, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordLength.min) return accountMessages.passwordTooShort;
  if (password.length > passwordLength.max) return accountMessages.passwordTooLong;
  return null;
}

/** The name shown for a user: their own, else the part of the address before the @. */
export const displayName = (name: string | null, email: string): string =>
  name?.trim() || email.slice(0, email.indexOf('@'));

/** What the profile badge says: a label only, it grants nothing. */
export type UserType = 'Paid' | 'Free';

export const userTypeFor = (purchases: number): UserType => (purchases > 0 ? 'Paid' : 'Free');

export const defaultAvatar = '/user.svg';
