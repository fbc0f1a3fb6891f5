import { getSupportEmail } from '../lib/app-config';

/** A mailto link to the configured support address. */
export function SupportEmailLink() {
  const email = getSupportEmail();
  return <a href={`mailto:${email}`}>{email}</a>;
}
