import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import type { BaseVariables } from '@folio/server-kit';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sessionClientReader, type SessionClientReader } from './session-client.js';
import type { Session, SessionService } from './session.service.js';

export const DEFAULT_SESSION_COOKIE = 'folio_session';

/** The request's session, loaded from the database only when something asks for it. */
export interface SessionAccessor {
  current(): Promise<Session | null>;
  /** The current session, or a new guest session (and its cookies) when there is none. */
  ensure(): Promise<Session>;
  /** A new session id and CSRF token for a way in (login, register, social, SSO, reset). */
  rotate(userId: string | null): Promise<Session>;
  /** A fresh CSRF token cookie for the current session. */
  reissueCsrf(): Promise<Session>;
  /** Logout: the row is deleted server-side and both cookies are cleared. */
  destroy(): Promise<void>;
}

export interface SessionEnv {
  Variables: BaseVariables & { session: SessionAccessor };
}

export interface SessionMiddlewareOptions {
  service: SessionService;
  /** Secure cookies: on in production (HTTPS), off on http://localhost. */
  secure: boolean;
  cookieName?: string;
  /**
   * What a session records about the browser (user agent, coarse network, country), at sign-in
   * and at each refresh of its last-seen time; by default the socket address and no country.
   */
  client?: SessionClientReader;
}

export function sessionMiddleware({ service, secure, cookieName = DEFAULT_SESSION_COOKIE, client = sessionClientReader() }: SessionMiddlewareOptions) {
  const maxAge = Math.floor(service.policy.absoluteMs / 1000);

  function writeCookies(c: Context, session: Session) {
    if (session.issuedToken) {
      setCookie(c, cookieName, session.issuedToken, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge });
    }
    if (session.issuedCsrfToken) {
      // Readable by script on purpose: the client copies it into X-XSRF-TOKEN.
      setCookie(c, XSRF_COOKIE_NAME, session.issuedCsrfToken, { httpOnly: false, sameSite: 'Lax', secure, path: '/', maxAge });
    }
  }

  return createMiddleware<SessionEnv>(async (c, next) => {
    let loaded: Promise<Session | null> | undefined;
    const current = () => (loaded ??= service.resolve(getCookie(c, cookieName), () => client(c)));
    const replace = (session: Session | null) => {
      loaded = Promise.resolve(session);
      if (session) writeCookies(c, session);
      return session;
    };

    c.set('session', {
      current,
      async ensure() {
        return (await current()) ?? replace(await service.create(null, {}, client(c)))!;
      },
      async rotate(userId) {
        return replace(await service.rotate(await current(), userId, client(c)))!;
      },
      async reissueCsrf() {
        const session = (await current()) ?? (await service.create(null, {}, client(c)));
        return replace(session.issuedCsrfToken ? session : await service.reissueCsrf(session))!;
      },
      async destroy() {
        const session = await current();
        if (session) await service.destroy(session);
        replace(null);
        deleteCookie(c, cookieName, { path: '/', secure });
        deleteCookie(c, XSRF_COOKIE_NAME, { path: '/', secure });
      },
    });
    await next();
  });
}
