import type { User } from '@folio/auth-contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { HttpClient } from '@folio/http';
import { sessionStore, type SessionStore } from '../session/session.storage';
import { userKeys } from '../user/user.keys';
import { userQueryOptions } from '../user/user.queries';
import { DEFAULT_SIGNED_IN_PATH, redirectTarget } from './safe-redirect';

/** The part of the shell's router context the guards read. */
export interface GuardContext {
  /** Absent on a page drawn without waiting for the query client (`queries` loads it). */
  queryClient?: QueryClient;
  queries?: { load(): Promise<QueryClient> };
  http: HttpClient;
}

/** What a route's `beforeLoad` receives, as far as the guards care. */
export interface GuardArgs {
  context: GuardContext;
  location: { href: string };
  search?: object;
}

export const LOGIN_PATH = '/login';
export const VERIFY_EMAIL_PATH = '/verify-email';

const searchValue = (search: object | undefined, key: string): unknown =>
  search ? (search as Record<string, unknown>)[key] : undefined;

/**
 * Who is signed in, as far as this browser can tell: null without the previously-logged-in marker
 * (no request), else the cached user or a session refresh. A failed refresh has already cleared
 * the session, so it reads as a guest.
 */
export async function currentUser(context: GuardContext, store: SessionStore = sessionStore): Promise<User | null> {
  if (!store.hasMarker()) {
    // A known guest: pages reading the user query render at once instead of suspending.
    context.queryClient?.setQueryData<User | null>(userKeys.current(), null);
    return null;
  }
  const queryClient = context.queryClient ?? (await context.queries?.load());
  if (!queryClient) throw new Error('The guards need the query client, or the shell’s loader of it.');
  const cached = queryClient.getQueryData<User | null>(userKeys.current());
  if (cached) return cached;
  try {
    const options = userQueryOptions(context.http, store);
    // A cached "guest" with the marker set means someone signed in since (another tab): ask again.
    return await queryClient.fetchQuery(cached === null ? { ...options, staleTime: 0 } : options);
  } catch {
    return null;
  }
}

/** `/login?redirect=<where the visitor was>`. */
export function loginRedirect(from: string) {
  return redirect({ to: LOGIN_PATH, search: { redirect: from } });
}

/**
 * Guest only (spec section 6: login, register, forgot-password, password-reset): a signed-in
 * visitor goes to the safe `redirect` target, else the account overview.
 */
export async function guestOnly({ context, search }: GuardArgs, store: SessionStore = sessionStore): Promise<void> {
  const user = await currentUser(context, store);
  if (user) throw redirect({ href: redirectTarget(searchValue(search, 'redirect')) });
}

/** Signed in only: a guest goes to the sign-in page, which brings them back here afterwards. */
export async function requireAuth(
  { context, location }: GuardArgs,
  store: SessionStore = sessionStore,
): Promise<{ user: User }> {
  const user = await currentUser(context, store);
  if (!user) throw loginRedirect(location.href);
  return { user };
}

/**
 * Users whose e-mail is unverified (`/verify-email`): a verified user goes to the account. A visit
 * with a `token` (the e-mail's link) is let through whoever opens it: the token is the proof, and
 * it may well be opened on a device where nobody is signed in.
 */
export async function requireUnverified(
  { context, location, search }: GuardArgs,
  store: SessionStore = sessionStore,
): Promise<{ user: User | null }> {
  const token = searchValue(search, 'token');
  const user = await currentUser(context, store);
  if (typeof token === 'string' && token !== '') return { user };
  if (!user) throw loginRedirect(location.href);
  if (user.email_verified_at) throw redirect({ href: DEFAULT_SIGNED_IN_PATH });
  return { user };
}

/** Signed in with a verified e-mail, where the server demands it: others verify first. */
export async function requireVerified(
  { context, location }: GuardArgs,
  store: SessionStore = sessionStore,
): Promise<{ user: User }> {
  const user = await currentUser(context, store);
  if (!user) throw loginRedirect(location.href);
  if (!user.email_verified_at) throw redirect({ href: VERIFY_EMAIL_PATH });
  return { user };
}
