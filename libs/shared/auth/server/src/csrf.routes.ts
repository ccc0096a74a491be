import { CSRF_COOKIE_PATH, XSRF_COOKIE_NAME } from '@folio/http-contract';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionEnv } from './session.middleware.js';
import type { SessionService } from './session.service.js';

/**
 * `GET /sanctum/csrf-cookie`: 204, with the session cookie and a script-readable XSRF-TOKEN.
 * A browser whose XSRF-TOKEN still matches keeps it; otherwise a new one is issued.
 */
export function csrfRoutes({ service }: { service: SessionService }) {
  return new Hono<SessionEnv>().get(CSRF_COOKIE_PATH, async (c) => {
    const accessor = c.get('session');
    const session = await accessor.current();
    if (!session) await accessor.ensure();
    else if (!service.csrfMatches(session, getCookie(c, XSRF_COOKIE_NAME))) await accessor.reissueCsrf();
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
