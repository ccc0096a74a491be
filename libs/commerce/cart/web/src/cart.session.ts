import { SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME, SESSION_UID_PATTERN } from '@folio/cart-contract';
import { getCookie, setCookie } from 'tiny-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 24 random bytes: 192 bits, 32 base64url characters (the contract asks for at least 128). */
const SESSION_BYTES = 24;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh visitor session id: random bits from the platform's CSPRNG, never Math.random. */
export function newSessionUid(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(SESSION_BYTES)));
}

/** Whether this browser already has a cart session (a valid `sess_id` cookie); reads, never creates. */
export function hasCartSession(): boolean {
  const current = getCookie(SESSION_COOKIE_NAME);
  return current !== null && SESSION_UID_PATTERN.test(current);
}

/**
 * The visitor's `session_uid` (spec section 3): the `sess_id` cookie, created on first need (365
 * days, path /, SameSite=Lax, Secure on https). Every cart call carries it; the server honours it
 * only when it is the caller's own cookie, so a value that is not a valid id is replaced rather than
 * sent. Read on every call, never cached: signing out forgets the cookie (`@folio/auth`), and the
 * next cart call then starts a new guest session.
 */
export function cartSessionUid(): string {
  const current = getCookie(SESSION_COOKIE_NAME);
  if (current && SESSION_UID_PATTERN.test(current)) return current;
  const created = newSessionUid();
  setCookie(SESSION_COOKIE_NAME, created, {
    path: '/',
    expires: new Date(Date.now() + SESSION_COOKIE_DAYS * DAY_MS),
    samesite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
  });
  return created;
}
