import type { User } from '@folio/auth-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@folio/http';
import { signedInDataRoots, userKeys } from '../user/user.keys';
import { sessionStore as browserSessionStore, type SessionStore } from './session.storage';

/** The router context's session: what the http client's 401 rule and sign-out call. */
export interface Session {
  /** Forgets the signed-in user on this device: markers, token, and every cached account answer. */
  clear(): void;
  /** This device believes someone is signed in (the marker cookie of spec section 3 is set). */
  isSignedIn(): boolean;
}

export interface SessionContext {
  queryClient: QueryClient;
  http: HttpClient;
  store?: SessionStore;
}

/** Drops what the previous account's pages cached (addresses, notifications, …). */
export function dropSignedInData(queryClient: QueryClient) {
  for (const queryKey of Object.values(signedInDataRoots)) queryClient.removeQueries({ queryKey });
}

/**
 * Clears the session (spec section 4: on logout, a null user, a failed refresh and a 401): the
 * cookies, flag and bearer token of spec section 3, the user query (now a known guest) and the
 * account data cached for that user.
 */
export function clearSession(queryClient: QueryClient, store: SessionStore = browserSessionStore): void {
  store.clear();
  void queryClient.cancelQueries({ queryKey: userKeys.current(), exact: true });
  queryClient.setQueryData<User | null>(userKeys.current(), null);
  dropSignedInData(queryClient);
}

export interface CreateSessionOptions {
  /**
   * The query cache, if it exists yet: the shell loads its query client on first need, and a
   * session cleared before that (a sign-out from the home page) has nothing cached to forget.
   */
  queryClient: () => QueryClient | undefined;
  store?: SessionStore;
}

export function createSession({ queryClient, store = browserSessionStore }: CreateSessionOptions): Session {
  return {
    clear: () => {
      const cache = queryClient();
      if (cache) clearSession(cache, store);
      else store.clear();
    },
    isSignedIn: () => store.hasMarker(),
  };
}
