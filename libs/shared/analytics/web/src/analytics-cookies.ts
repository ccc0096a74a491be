import { getCookie, setCookie } from 'tiny-cookie';

/** The visitor id cookie's name unless the app gives another (spec section 3). */
export const DEFAULT_VISITOR_COOKIE = 'folio_vid';
/** The analytics session cookie's name unless the app gives another. */
export const DEFAULT_SESSION_COOKIE = 'folio_sid';
/** Spec section 9: the visitor id lives 2 years, the analytics session 24 hours. */
export const VISITOR_COOKIE_MS = 2 * 365 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_MS = 24 * 60 * 60 * 1000;

export interface CookieWrite {
  path: '/';
  expires: Date;
  samesite: 'Lax';
  secure: boolean;
}

/** The cookie jar, as a port so tests see exactly what is written. */
export interface AnalyticsCookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: CookieWrite): void;
}

export const browserCookieJar: AnalyticsCookieJar = {
  get: (name) => getCookie(name),
  set: (name, value, options) => setCookie(name, value, { ...options }),
};

/** 16 random bytes (128 bits) as 32 hex characters: an id no two visitors share by chance. */
export function randomId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const ID_PATTERN = /^[0-9a-f]{32}$/;

export interface AnalyticsIds {
  /** The visitor id cookie: this browser, for 2 years. */
  visitorId: string;
  /** The analytics session cookie: this visit, 24 hours. */
  sessionId: string;
}

export interface IdsOptions {
  cookies: AnalyticsCookieJar;
  visitorCookie: string;
  sessionCookie: string;
  now: number;
  secure: boolean;
  newId: () => string;
}

/**
 * The visitor and session ids for an event, creating either when missing (or not one of ours).
 * Both cookies slide: each event writes them again, so the visitor id lasts 2 years after the
 * last visit and a session ends after 24 hours without an event. A browser that refuses cookies
 * still gets ids, new ones per event: its events are counted, never joined.
 */
export function analyticsIds({ cookies, visitorCookie, sessionCookie, now, secure, newId }: IdsOptions): AnalyticsIds {
  const read = (name: string) => {
    try {
      const value = cookies.get(name);
      return value && ID_PATTERN.test(value) ? value : null;
    } catch {
      return null;
    }
  };
  const write = (name: string, value: string, lifetimeMs: number) => {
    try {
      cookies.set(name, value, { path: '/', expires: new Date(now + lifetimeMs), samesite: 'Lax', secure });
    } catch {
      // Storage refused (sandboxed frame, privacy mode): the ids still go with this event.
    }
  };
  const visitorId = read(visitorCookie) ?? newId();
  const sessionId = read(sessionCookie) ?? newId();
  write(visitorCookie, visitorId, VISITOR_COOKIE_MS);
  write(sessionCookie, sessionId, SESSION_COOKIE_MS);
  return { visitorId, sessionId };
}
