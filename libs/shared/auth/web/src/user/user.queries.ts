import type { User } from '@folio/auth-contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@folio/http';
import { sessionStore, type SessionStore } from '../session/session.storage';
import { fetchUser } from './user.api';
import { userKeys } from './user.keys';

/** How long a known user is trusted before the next look at the server. */
export const USER_STALE_TIME_MS = 5 * 60_000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A session refresh (spec section 4): `GET /api/user`, then the markers follow the answer. A user
 * keeps (and extends) them; a null user or a failed refresh clears them.
 */
export async function loadSessionUser(
  http: HttpClient,
  store: SessionStore,
  signal?: AbortSignal,
): Promise<User | null> {
  try {
    const user = await fetchUser(http, signal);
    if (user) store.markSignedIn();
    else store.clear();
    return user;
  } catch (error) {
    if (!isAbort(error)) store.clear();
    throw error;
  }
}

/**
 * The signed-in user, or null for a guest. Without the previously-logged-in marker the answer is
 * null at once and the server is not asked: a guest costs no request on any page.
 */
export function userQueryOptions(http: HttpClient, store: SessionStore = sessionStore) {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: ({ signal }): Promise<User | null> =>
      store.hasMarker() ? loadSessionUser(http, store, signal) : Promise.resolve(null),
    staleTime: USER_STALE_TIME_MS,
    retry: false,
  });
}
