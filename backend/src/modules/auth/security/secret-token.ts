import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token of 256 bits, safe in cookies and URLs. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** How a token is stored: only its SHA-256, so a database leak reveals no usable token. */
export const tokenDigest = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A keyed signature of `value`, for tokens derived from a secret. */
export const sign = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Compares two strings without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
