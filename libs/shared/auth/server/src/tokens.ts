import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and CSRF tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of a presented token against a stored digest. */
export function matchesDigest(token: string, storedDigest: string): boolean {
  const a = Buffer.from(digest(token), 'hex');
  const b = Buffer.from(storedDigest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
