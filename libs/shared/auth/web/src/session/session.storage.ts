import { getCookie, removeCookie, setCookie } from 'tiny-cookie';

/** Spec section 3: where this browser keeps what it knows about the signed-in session. */
export const SESSION_ID_COOKIE = 'sess_id';
export const PREVIOUSLY_LOGGED_IN_COOKIE = 'previouslyLoggedIn';
export const LOGGED_IN_FLAG_KEY = 'isLoggedIn';
/** The same key `@folio/http` reads the bearer token from. */
export const BEARER_TOKEN_KEY = 'bearer_token';
/** Spec section 9: the session id and the previously-logged-in marker live 365 days, path `/`. */
export const SESSION_COOKIE_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieWriteOptions {
  path: string;
  expires: Date;
  samesite: 'Lax';
  secure: boolean;
}

/** The cookie jar, as a port so tests can see exactly what is written. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: CookieWriteOptions): void;
  remove(name: string, options: { path: string }): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreDeps {
  cookies?: CookieJar;
  /** Lazily read: storage can be missing or throw (privacy modes, sandboxed frames). */
  localStorage?: () => KeyValueStorage | undefined;
  sessionStorage?: () => KeyValueStorage | undefined;
  now?: () => number;
  /** Whether cookies get the `Secure` flag; on for https pages. */
  secure?: () => boolean;
}

/** What a way in may hand over besides the server's own HttpOnly session cookie. */
export interface SignedInMarkers {
  sessionId?: string;
  bearerToken?: string;
}

export interface SessionStore {
  /**
   * The previously-logged-in marker cookie is set: the only reason to ask the server who is
   * signed in without being told to (spec section 4). The local storage flag mirrors it so other
   * tabs hear about changes; without cookies there is no server session to ask about anyway.
   */
  hasMarker(): boolean;
  /** After a way in: the 365-day marker cookie, the logged-in flag, and what the flow provided. */
  markSignedIn(markers?: SignedInMarkers): void;
  /** Forgets everything above: session id and marker cookies, the logged-in flag, the bearer token. */
  clear(): void;
  sessionId(): string | null;
  setSessionId(id: string): void;
  bearerToken(): string | null;
  /** Called after every change made through this store, and when another tab changes the flag. */
  subscribe(listener: () => void): () => void;
}

const browserCookies: CookieJar = {
  get: (name) => getCookie(name),
  set: (name, value, options) => setCookie(name, value, { ...options }),
  remove: (name, options) => removeCookie(name, options),
};

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The client-side session markers of spec sections 3, 4 and 9. */
export function createSessionStore({
  cookies = browserCookies,
  localStorage = () => globalThis.localStorage,
  sessionStorage = () => globalThis.sessionStorage,
  now = Date.now,
  secure = () => globalThis.location?.protocol === 'https:',
}: SessionStoreDeps = {}): SessionStore {
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const cookieOptions = (): CookieWriteOptions => ({
    path: '/',
    expires: new Date(now() + SESSION_COOKIE_DAYS * DAY_MS),
    samesite: 'Lax',
    secure: secure(),
  });

  const store: SessionStore = {
    hasMarker: () => Boolean(safely(() => cookies.get(PREVIOUSLY_LOGGED_IN_COOKIE), null)),
    markSignedIn({ sessionId, bearerToken } = {}) {
      safely(() => cookies.set(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', cookieOptions()), undefined);
      safely(() => localStorage()?.setItem(LOGGED_IN_FLAG_KEY, 'true'), undefined);
      if (sessionId) safely(() => cookies.set(SESSION_ID_COOKIE, sessionId, cookieOptions()), undefined);
      if (bearerToken) safely(() => sessionStorage()?.setItem(BEARER_TOKEN_KEY, bearerToken), undefined);
      emit();
    },
    clear() {
      safely(() => cookies.remove(SESSION_ID_COOKIE, { path: '/' }), undefined);
      safely(() => cookies.remove(PREVIOUSLY_LOGGED_IN_COOKIE, { path: '/' }), undefined);
      safely(() => localStorage()?.removeItem(LOGGED_IN_FLAG_KEY), undefined);
      safely(() => sessionStorage()?.removeItem(BEARER_TOKEN_KEY), undefined);
      emit();
    },
    sessionId: () => safely(() => cookies.get(SESSION_ID_COOKIE), null),
    setSessionId(id) {
      safely(() => cookies.set(SESSION_ID_COOKIE, id, cookieOptions()), undefined);
      emit();
    },
    bearerToken: () => safely(() => sessionStorage()?.getItem(BEARER_TOKEN_KEY) ?? null, null),
    subscribe(listener) {
      listeners.add(listener);
      // Another tab signing in or out changes the flag; this tab follows.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === LOGGED_IN_FLAG_KEY) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
  return store;
}

/** The browser's session markers; what the app and every hook of this package use. */
export const sessionStore: SessionStore = createSessionStore();
