import {
  accountMessages,
  displayName,
  isValidEmail,
  normaliseEmail,
  passwordProblem,
  userTypeFor,
} from './account-rules.js';

describe('account rules', () => {
  it('trims and lower-cases an e-mail address', () => {
    expect(normaliseEmail('  Mary.Ellison@Example.COM ')).toBe('mary.ellison@example.com');
  });

  it.each([
    'mary@example.com',
    'mary.ellison+pamphlet@mail.example.co.uk',
    `${'a'.repeat(64)}@example.com`,
    `m@${'d'.repeat(63)}.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['an empty address', ''],
    ['no @', 'mary.example.com'],
    ['two @', 'mary@home@example.com'],
    ['no domain dot', 'mary@localhost'],
    ['a space', 'mary ellison@example.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['a domain label over 63 characters', `m@${'d'.repeat(64)}.com`],
    [
      'more than 254 characters',
      `${'a'.repeat(60)}@${Array.from({ length: 4 }, () => 'd'.repeat(60)).join('.')}.com`,
    ],
    ['a label starting with a hyphen', 'mary@-example.com'],
    ['consecutive dots', 'mary..ellison@example.com'],
  ])('refuses %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('allows passwords of 8 to 64 characters and names the rule otherwise', () => {
    expect(passwordProblem('1234567')).toBe(accountMessages.passwordTooShort);
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(64))).toBeNull();
    expect(passwordProblem('x'.repeat(65))).toBe(accountMessages.passwordTooLong);
  });

  it('shows the part of the address before the @ when a user has no name', () => {
    expect(displayName(null, 'mary.ellison@example.com')).toBe('mary.ellison');
    expect(displayName('  ', 'mary@example.com')).toBe('mary');
    expect(displayName('Mary Ellison', 'mary@example.com')).toBe('Mary Ellison');
  });

  it('labels a user Paid from the first purchase on', () => {
    expect(userTypeFor(0)).toBe('Free');
    expect(userTypeFor(1)).toBe('Paid');
  });
});
