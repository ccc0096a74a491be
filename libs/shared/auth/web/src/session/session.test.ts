import { AuthPaths, type User } from '@folio/auth-contract';
import { api, apiError, createApiServer, createTestHttpClient, deferred } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { getCookie, setCookie } from 'tiny-cookie';
import { aUser, userHandlers } from '../testing';
import { signedInDataRoots, userKeys } from '../user/user.keys';
import { userQueryOptions } from '../user/user.queries';
import { clearSession, createSession } from './session';
import { completeSignIn, refreshSession } from './session-refresh';
import {
  BEARER_TOKEN_KEY,
  LOGGED_IN_FLAG_KEY,
  PREVIOUSLY_LOGGED_IN_COOKIE,
  SESSION_ID_COOKIE,
  sessionStore,
} from './session.storage';

// Keys as the account area and notifications build them, on the roots this package drops.
const addressesKey = [...signedInDataRoots.account, 'addresses'];
const preferencesKey = [...signedInDataRoots.account, 'preferences'];
const unreadCountKey = [...signedInDataRoots.notifications, 'unread-count'];

const apiServer = createApiServer();

const markPreviouslyLoggedIn = () => setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });

/** A query client and the real http client, with the shell's 401 and 409 hooks as spies. */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const hooks = { onUnauthorized: vi.fn(), onUnverified: vi.fn() };
  const http = createTestHttpClient(hooks);
  return { queryClient, http, hooks };
}

/** The client logs a 500's message itself (spec section 8); these failures are the point here. */
const quietServerErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('session refresh (spec section 4)', () => {
  it('asks nobody without the previously-logged-in marker', async () => {
    const { queryClient, http } = setup();

    await expect(refreshSession({ queryClient, http })).resolves.toBeNull();
    await expect(queryClient.fetchQuery(userQueryOptions(http))).resolves.toBeNull();

    expect(apiServer.requests).toEqual([]);
    expect(queryClient.getQueryData(userKeys.current())).toBeNull();
  });

  it('refreshes with the marker set and keeps the markers', async () => {
    const { queryClient, http } = setup();
    markPreviouslyLoggedIn();
    apiServer.use(...userHandlers());

    await expect(refreshSession({ queryClient, http })).resolves.toMatchObject({ email: 'reader@folio.test' });

    expect(apiServer.requestsTo('GET', AuthPaths.user)).toHaveLength(1);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBe('true');
    expect(queryClient.getQueryData<User>(userKeys.current())?.first_name).toBe('Robin');
  });

  it('refreshes without the marker when forced, and then sets it', async () => {
    const { queryClient, http } = setup();
    apiServer.use(...userHandlers());

    await expect(refreshSession({ queryClient, http }, { force: true })).resolves.toMatchObject({ id: 'u-1' });

    expect(apiServer.requestsTo('GET', AuthPaths.user)).toHaveLength(1);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it.each([
    ['401', () => apiError(401, 'Unauthenticated.', 'unauthenticated')],
    // The client refreshes the CSRF token and retries a 419 before giving up with it.
    ['419', () => apiError(419, 'CSRF token mismatch.', 'csrf_token_mismatch')],
  ])('reads %s as logged out and clears the session, without opening the sign-in page', async (_status, answer) => {
    const { queryClient, http, hooks } = setup();
    markPreviouslyLoggedIn();
    sessionStorage.setItem(BEARER_TOKEN_KEY, 'stale');
    apiServer.use(api.get(AuthPaths.user, answer));

    await expect(refreshSession({ queryClient, http })).resolves.toBeNull();

    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
    expect(sessionStorage.getItem(BEARER_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(userKeys.current())).toBeNull();
    // The refresh opts out of the 401 rule: a guest stays on the page they are reading.
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the session on a refresh error and reports the error', async () => {
    const logged = quietServerErrors();
    const { queryClient, http } = setup();
    markPreviouslyLoggedIn();
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true');
    apiServer.use(api.get(AuthPaths.user, () => apiError(500, 'Server Error', 'server_error')));

    await expect(refreshSession({ queryClient, http })).rejects.toMatchObject({ status: 500 });

    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBeNull();
    expect(queryClient.getQueryData(userKeys.current())).toBeNull();
    expect(logged).toHaveBeenCalledWith('Server Error');
  });

  it('clears the session when the user query itself fails in the background', async () => {
    quietServerErrors();
    const { queryClient, http } = setup();
    markPreviouslyLoggedIn();
    apiServer.use(api.get(AuthPaths.user, () => apiError(500, 'Server Error', 'server_error')));

    await expect(queryClient.fetchQuery(userQueryOptions(http))).rejects.toMatchObject({ status: 500 });

    expect(sessionStore.hasMarker()).toBe(false);
  });
});

describe('clearing the session', () => {
  it('forgets cookies, flag, token, the user and the account data cached for them', () => {
    const { queryClient } = setup();
    setCookie(SESSION_ID_COOKIE, 'abc', { path: '/' });
    markPreviouslyLoggedIn();
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true');
    sessionStorage.setItem(BEARER_TOKEN_KEY, 'token-123');
    queryClient.setQueryData(userKeys.current(), aUser());
    queryClient.setQueryData(addressesKey, []);
    queryClient.setQueryData(unreadCountKey, 3);
    queryClient.setQueryData(['catalog', 'events'], ['public data']);

    createSession({ queryClient: () => queryClient }).clear();

    expect(getCookie(SESSION_ID_COOKIE)).toBeNull();
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBeNull();
    expect(sessionStorage.getItem(BEARER_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(userKeys.current())).toBeNull();
    expect(queryClient.getQueryData(addressesKey)).toBeUndefined();
    expect(queryClient.getQueryData(unreadCountKey)).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'events'])).toEqual(['public data']);
  });

  it('is what a null user does too', async () => {
    const { queryClient, http } = setup();
    markPreviouslyLoggedIn();
    queryClient.setQueryData(preferencesKey, { newsletter: true });
    apiServer.use(...userHandlers(null));

    await refreshSession({ queryClient, http });

    expect(queryClient.getQueryData(preferencesKey)).toBeUndefined();
  });

  it('forgets the cookies, flag and token before the query cache exists (nothing cached to drop)', () => {
    setCookie(SESSION_ID_COOKIE, 'abc', { path: '/' });
    markPreviouslyLoggedIn();
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true');
    sessionStorage.setItem(BEARER_TOKEN_KEY, 'token-123');

    createSession({ queryClient: () => undefined }).clear();

    expect(getCookie(SESSION_ID_COOKIE)).toBeNull();
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBeNull();
    expect(sessionStorage.getItem(BEARER_TOKEN_KEY)).toBeNull();
  });

  it('clearSession can be called with nothing stored', () => {
    expect(() => clearSession(new QueryClient())).not.toThrow();
  });
});

describe('completing a sign-in', () => {
  it('sets the markers, shows the answered user at once, refreshes, and drops the previous account data', async () => {
    const { queryClient, http } = setup();
    queryClient.setQueryData(addressesKey, ['the previous account’s addresses']);
    const refresh = deferred<User>();
    apiServer.use(api.get(AuthPaths.user, async () => HttpResponse.json(await refresh.promise)));

    const done = completeSignIn({ queryClient, http }, { user: aUser({ first_name: 'Answered' }) });

    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
    expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBe('true');
    expect(queryClient.getQueryData<User>(userKeys.current())?.first_name).toBe('Answered');
    expect(queryClient.getQueryData(addressesKey)).toBeUndefined();

    await vi.waitFor(() => expect(apiServer.requestsTo('GET', AuthPaths.user)).toHaveLength(1));
    refresh.release(aUser({ first_name: 'Refreshed' }));
    await expect(done).resolves.toMatchObject({ first_name: 'Refreshed' });
  });

  it('keeps what the flow provides: a session id and a bearer token, which the refresh sends', async () => {
    const { queryClient, http } = setup();
    apiServer.use(...userHandlers());

    await completeSignIn({ queryClient, http }, { markers: { sessionId: 'sess-9', bearerToken: 'bearer-9' } });

    expect(getCookie(SESSION_ID_COOKIE)).toBe('sess-9');
    expect(sessionStorage.getItem(BEARER_TOKEN_KEY)).toBe('bearer-9');
    expect(apiServer.requestsTo('GET', AuthPaths.user)[0]?.headers.get('Authorization')).toBe('Bearer bearer-9');
  });
});
