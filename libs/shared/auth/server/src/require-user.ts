import { ErrorCode } from '@folio/http-contract';
import { AuthMessages } from '@folio/auth-contract';
import { ApiError } from '@folio/server-kit';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionEnv } from './session.middleware.js';
import { currentUser } from './user-context.js';
import type { UserRow } from './user.table.js';

export const unauthenticated = () => new ApiError(401, ErrorCode.Unauthenticated, AuthMessages.unauthenticated);
export const emailUnverified = () => new ApiError(409, ErrorCode.EmailUnverified, AuthMessages.emailUnverified);

/**
 * 401 `{message: 'Unauthenticated.', code: 'unauthenticated'}` without a signed-in user; with
 * `{verified: true}` also 409 `{message: 'Your email address is not verified.', code: 'email_unverified'}`.
 */
export function requireUser(options: { verified?: boolean } = {}) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw unauthenticated();
    if (options.verified && !user.emailVerifiedAt) throw emailUnverified();
    await next();
  });
}

/** The signed-in user inside a route behind `requireUser()`; 401 if there is none after all. */
export async function authenticatedUser(c: Context): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) throw unauthenticated();
  return user;
}
