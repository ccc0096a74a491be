import type { User } from '@folio/auth-contract';
import { userKeys } from '../user/user.keys';
import { loadSessionUser } from '../user/user.queries';
import { clearSession, dropSignedInData, type SessionContext } from './session';
import { sessionStore as browserSessionStore, type SignedInMarkers } from './session.storage';

/**
 * Refreshes the session: asks `GET /api/user` when the previously-logged-in marker is set or the
 * refresh is forced, otherwise answers null without a request. A null user or an error clears the
 * session; an error is then raised for the caller to show.
 */
export async function refreshSession(
  { queryClient, http, store = browserSessionStore }: SessionContext,
  { force = false }: { force?: boolean } = {},
): Promise<User | null> {
  if (!force && !store.hasMarker()) {
    queryClient.setQueryData<User | null>(userKeys.current(), null);
    return null;
  }
  try {
    const user = await queryClient.fetchQuery({
      queryKey: userKeys.current(),
      queryFn: ({ signal }) => loadSessionUser(http, store, signal),
      staleTime: 0,
      retry: false,
    });
    if (!user) clearSession(queryClient, store);
    return user;
  } catch (error) {
    clearSession(queryClient, store);
    throw error;
  }
}

/**
 * After any way in (password, registration, reset, social, SSO, Facebook auto-login): forget the
 * previous account's cached data, set the markers, then refresh. `user` is what the way in
 * answered, shown at once while the refresh runs.
 */
export async function completeSignIn(
  context: SessionContext,
  { user, markers }: { user?: User; markers?: SignedInMarkers } = {},
): Promise<User | null> {
  const store = context.store ?? browserSessionStore;
  dropSignedInData(context.queryClient);
  store.markSignedIn(markers);
  if (user) context.queryClient.setQueryData<User | null>(userKeys.current(), user);
  return refreshSession({ ...context, store }, { force: true });
}
