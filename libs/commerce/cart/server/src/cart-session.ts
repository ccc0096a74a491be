import { randomBytes } from 'node:crypto';
import type { SessionEnv } from '@folio/auth-server';
import { SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME, SESSION_UID_PATTERN } from '@folio/cart-contract';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Who is asking: the visitor session (`sess_id` cookie, spec section 3) and, when signed in, the
 * user. A cart is the caller's when it is their account's, or a guest cart of their session.
 */
export interface Caller {
  sessionUid: string | null;
  userId: string | null;
}

/** The `sess_id` cookie's value when it is a well-formed session uid, else null. */
export function sessionUidOf(c: Context): string | null {
  const value = getCookie(c, SESSION_COOKIE_NAME);
  return value !== undefined && SESSION_UID_PATTERN.test(value) ? value : null;
}

/** A new visitor session uid: 24 random bytes (192 bits), base64url. */
export const mintSessionUid = (): string => randomBytes(24).toString('base64url');

export async function callerOf(c: Context<SessionEnv>): Promise<Caller> {
  const session = await c.get('session').current();
  return { sessionUid: sessionUidOf(c), userId: session?.row.userId ?? null };
}

/**
 * The caller, with a session uid minted (and its cookie set) when the request came without a
 * valid one: init and add start a visitor session. Not HttpOnly: the client reads it to send
 * `session_uid`.
 */
export async function callerWithSession(
  c: Context<SessionEnv>,
  secure: boolean,
): Promise<Caller & { sessionUid: string }> {
  const caller = await callerOf(c);
  if (caller.sessionUid) return { ...caller, sessionUid: caller.sessionUid };
  const sessionUid = mintSessionUid();
  setCookie(c, SESSION_COOKIE_NAME, sessionUid, {
    path: '/',
    maxAge: SESSION_COOKIE_DAYS * 24 * 60 * 60,
    sameSite: 'Lax',
    secure,
    httpOnly: false,
  });
  return { ...caller, sessionUid };
}

/** A `session_uid` in a query or body is honoured only when it is the caller's own. */
export const claimsOtherSession = (caller: Caller, given: string | undefined): boolean =>
  given !== undefined && given !== caller.sessionUid;
