import { getCookie, setCookie } from 'tiny-cookie';
import {
  BEARER_TOKEN_KEY,
  createSessionStore,
  LOGGED_IN_FLAG_KEY,
  PREVIOUSLY_LOGGED_IN_COOKIE,
  SESSION_ID_COOKIE,
  type CookieJar,
} from './session.storage';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const IN_365_DAYS = new Date(NOW + 365 * 24 * 60 * 60 * 1000);

function recordingJar() {
  const jar = new Map<string, string>();
  const cookies: CookieJar = {
    get: vi.fn((name: string) => jar.get(name) ?? null),
    set: vi.fn((name: string, value: string) => void jar.set(name, value)),
    remove: vi.fn((name: string) => void jar.delete(name)),
  };
  return { jar, cookies };
}

describe('the session markers of spec section 3', () => {
  it('keeps the previously-logged-in marker 365 days on path / with SameSite=Lax, and sets the logged-in flag', () => {
    const { cookies } = recordingJar();
    const store = createSessionStore({ cookies, now: () => NOW, secure: () => false });

    store.markSignedIn();

    expect(cookies.set).toHaveBeenCalledWith(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', {
      path: '/',
      expires: IN_365_DAYS,
      samesite: 'Lax',
      secure: false,
    });
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBe('true');
    expect(store.hasMarker()).toBe(true);
  });

  it('keeps the session id 365 days on path / and the bearer token in session storage when a flow provides them', () => {
    const { cookies } = recordingJar();
    const store = createSessionStore({ cookies, now: () => NOW, secure: () => true });

    store.markSignedIn({ sessionId: 'session-123', bearerToken: 'token-abc' });

    expect(cookies.set).toHaveBeenCalledWith(SESSION_ID_COOKIE, 'session-123', {
      path: '/',
      expires: IN_365_DAYS,
      samesite: 'Lax',
      secure: true,
    });
    expect(store.sessionId()).toBe('session-123');
    expect(sessionStorage.getItem(BEARER_TOKEN_KEY)).toBe('token-abc');
    expect(store.bearerToken()).toBe('token-abc');
  });

  it('sets the session id on its own for 365 days as well', () => {
    const { cookies } = recordingJar();
    createSessionStore({ cookies, now: () => NOW, secure: () => false }).setSessionId('visitor-1');

    expect(cookies.set).toHaveBeenCalledWith(
      SESSION_ID_COOKIE,
      'visitor-1',
      expect.objectContaining({ path: '/', expires: IN_365_DAYS }),
    );
  });

  it('clears both cookies on path /, the logged-in flag and the bearer token, and nothing else', () => {
    const { cookies } = recordingJar();
    const store = createSessionStore({ cookies, now: () => NOW });
    store.markSignedIn({ sessionId: 'session-123', bearerToken: 'token-abc' });
    localStorage.setItem('geolocation_data', '{}');
    sessionStorage.setItem('folio:chunk-reload:/', '1');

    store.clear();

    expect(cookies.remove).toHaveBeenCalledWith(SESSION_ID_COOKIE, { path: '/' });
    expect(cookies.remove).toHaveBeenCalledWith(PREVIOUSLY_LOGGED_IN_COOKIE, { path: '/' });
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBeNull();
    expect(sessionStorage.getItem(BEARER_TOKEN_KEY)).toBeNull();
    expect(store.hasMarker()).toBe(false);
    expect(localStorage.getItem('geolocation_data')).toBe('{}');
    expect(sessionStorage.getItem('folio:chunk-reload:/')).toBe('1');
  });

  it('counts only the previously-logged-in cookie as the marker', () => {
    const { cookies } = recordingJar();
    const store = createSessionStore({ cookies });
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true');

    expect(store.hasMarker()).toBe(false);
  });

  it('writes real cookies the browser (and the catalog) can read', () => {
    const store = createSessionStore();

    store.markSignedIn({ sessionId: 'abc' });
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
    expect(getCookie(SESSION_ID_COOKIE)).toBe('abc');

    store.clear();
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
    expect(getCookie(SESSION_ID_COOKIE)).toBeNull();
  });

  it('reads a marker another tab or an earlier visit left', () => {
    setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
    expect(createSessionStore().hasMarker()).toBe(true);
  });

  it('tells subscribers about its own changes and about the flag changing in another tab', () => {
    const store = createSessionStore(recordingJar());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.markSignedIn();
    store.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: LOGGED_IN_FLAG_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.markSignedIn();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps working when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createSessionStore({ ...recordingJar(), localStorage: blocked, sessionStorage: blocked });

    expect(() => store.markSignedIn({ bearerToken: 'x' })).not.toThrow();
    expect(store.hasMarker()).toBe(true);
    expect(store.bearerToken()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
