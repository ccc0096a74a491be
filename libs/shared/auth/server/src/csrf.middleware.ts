import { CSRF_MISMATCH_MESSAGE, ErrorCode, UNSAFE_METHODS, XSRF_HEADER_NAME } from '@folio/http-contract';
import { ApiError } from '@folio/server-kit';
import { createMiddleware } from 'hono/factory';
import type { SessionEnv } from './session.middleware.js';
import type { SessionService } from './session.service.js';

export const csrfMismatch = () => new ApiError(419, ErrorCode.CsrfTokenMismatch, CSRF_MISMATCH_MESSAGE);

/**
 * Sanctum-style CSRF: every POST, PUT, PATCH and DELETE must carry an X-XSRF-TOKEN header that
 * matches the session's token, else 419. `except` lists paths authenticated another way
 * (signed payment-provider notifications).
 */
export function csrfProtection({ service, except = [] }: { service: SessionService; except?: readonly string[] }) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (!UNSAFE_METHODS.includes(c.req.method) || except.includes(c.req.path)) return next();
    const session = await c.get('session').current();
    if (!session || !service.csrfMatches(session, c.req.header(XSRF_HEADER_NAME))) throw csrfMismatch();
    await next();
  });
}
