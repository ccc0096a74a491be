import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import type { BaseVariables } from '@folio/server-kit';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sessionClientReader, type SessionClientReader } from './session-client.js';
import type { Session, SessionService } from './session.service.js';

/** The session cookie's name on plain-HTTP development servers and in tests. */
export const DEFAULT_SESSION_COOKIE = 'folio_session';

/**
 * Its name where cookies are Secure (production): the `__Host-` prefix makes the browser refuse
 * the cookie unless it is Secure, for path `/` and without a domain, so neither a sibling
 * subdomain nor a plain-HTTP page can plant or shadow a session (session fixation).
 */
export const SECURE_SESSION_COOKIE = `__Host-${DEFAULT_SESSION_COOKIE}`;

/** The session cookie's name for `secure` cookies or not. */
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : DEFAULT_SESSION_COOKIE);

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
  /** By default `sessionCookieName(secure)`. */
  cookieName?: string;
  /**
   * What a session records about the browser (user agent, coarse network, country), at sign-in
   * and at each refresh of its last-seen time; by default the socket address and no country.
   */
  client?: SessionClientReader;
}

export function sessionMiddleware({
  service,
  secure,
  cookieName = sessionCookieName(secure),
  client = sessionClientReader(),
}: SessionMiddlewareOptions) {
  const maxAge = Math.floor(service.policy.absoluteMs / 1000);
  // A browser signed in before the prefix keeps its session: its cookie is moved to the new name.
  const legacyName = cookieName === SECURE_SESSION_COOKIE ? DEFAULT_SESSION_COOKIE : undefined;

  function tokenOf(c: Context): string | undefined {
    const token = getCookie(c, cookieName);
    if (token !== undefined || !legacyName) return token;
    const legacy = getCookie(c, legacyName);
    if (legacy !== undefined) {
      deleteCookie(c, legacyName, { path: '/', secure });
      setCookie(c, cookieName, legacy, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge });
    }
    return legacy;
  }

  function writeCookies(c: Context, session: Session) {
    if (session.issuedToken) {
      setCookie(c, cookieName, session.issuedToken, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge });
    }
    if (session.issuedCsrfToken) {
      // Readable by script on purpose: the client copies it into X-XSRF-TOKEN.
      setCookie(c, XSRF_COOKIE_NAME, session.issuedCsrfToken, {
        httpOnly: false,
        sameSite: 'Lax',
        secure,
        path: '/',
        maxAge,
      });
    }
  }

  return createMiddleware<SessionEnv>(async (c, next) => {
    let loaded: Promise<Session | null> | undefined;
    const current = () => (loaded ??= service.resolve(tokenOf(c), () => client(c)));
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
