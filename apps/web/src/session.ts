import { createSession as createAuthSession, type Session } from '@folio/auth';
import type { LazyQueryClient } from './queries';

export type { Session };

/**
 * The shell's session: `@folio/auth`'s, over the browser's cookies and storage (spec section 3).
 * `clear()` (logout, a null user, a failed refresh, a 401) forgets the `sess_id` and
 * `previouslyLoggedIn` cookies, the `isLoggedIn` flag, the bearer token, the user query and the
 * account data cached for that user (when the query client has loaded: before that, nothing is cached).
 */
export function createSession({ queries }: { queries: Pick<LazyQueryClient, 'current'> }): Session {
  return createAuthSession({ queryClient: queries.current });
}
