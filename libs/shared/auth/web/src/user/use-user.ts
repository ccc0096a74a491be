import type { User } from '@folio/auth-contract';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHttp } from '@folio/http/router';
import { useSessionMarker } from '../session/use-session-marker';
import { userQueryOptions } from './user.queries';

/** The signed-in user, or null for a guest (suspends while the first refresh runs). */
export function useUser(): User | null {
  const http = useHttp();
  return useSuspenseQuery(userQueryOptions(http)).data;
}

export type SessionState = 'checking' | 'guest' | 'signed-in';

/**
 * The session without suspending: 'guest' at once when there is no previously-logged-in marker
 * (no request is made), 'checking' while the refresh runs, then 'signed-in' or 'guest'.
 */
export function useSessionState(): SessionState {
  const http = useHttp();
  const marker = useSessionMarker();
  const { data, isPending } = useQuery({ ...userQueryOptions(http), enabled: marker });
  if (!marker) return 'guest';
  if (data) return 'signed-in';
  return isPending ? 'checking' : 'guest';
}

/** Whether someone is signed in, without suspending: false for a guest and while checking. */
export function useIsSignedIn(): boolean {
  return useSessionState() === 'signed-in';
}

/**
 * The user on pages behind the `requireAuth` guard, where a user is certain; when the session
 * ends, the account layout stops rendering its pages and opens the sign-in page.
 */
export function useSignedInUser(): User {
  const user = useUser();
  // The last known user carries a page through the moment its layout hands over to sign-in.
  const [last, setLast] = useState(user);
  if (user && user !== last) setLast(user);
  const shown = user ?? last;
  if (!shown) throw new Error('useSignedInUser() is only for pages behind the requireAuth guard.');
  return shown;
}
