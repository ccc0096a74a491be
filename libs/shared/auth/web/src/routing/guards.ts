import type { User } from '@folio/auth-contract';
import { sessionStore, type SessionStore } from '../session/session.storage';
import type { GuardArgs } from './guard-rules';

export type { GuardArgs, GuardContext } from './guard-rules';

/*
 * The guards as routes use them in `beforeLoad`. Route options are part of every page's first
 * JavaScript, so these only load the rules (and the user query, its schema, the refresh) when a
 * guarded route is visited or preloaded; the rules themselves are in guard-rules.ts.
 */
const rules = () => import('./guard-rules');

/**
 * Guest only: a signed-in visitor goes to the safe `redirect` target, else the account. A known
 * guest (no previously-logged-in marker) on a page drawn without the query client is let through
 * without loading anything.
 */
export const guestOnly = async (args: GuardArgs, store: SessionStore = sessionStore): Promise<void> => {
  if (!args.context.queryClient && !store.hasMarker()) return;
  return (await rules()).guestOnly(args, store);
};

/** Signed in only: a guest goes to `/login?redirect=<where they were>`. */
export const requireAuth = async (args: GuardArgs, store?: SessionStore): Promise<{ user: User }> =>
  (await rules()).requireAuth(args, store);

/** Unverified e-mail only (or the e-mail's token in hand); verified users go to the account. */
export const requireUnverified = async (args: GuardArgs, store?: SessionStore): Promise<{ user: User | null }> =>
  (await rules()).requireUnverified(args, store);

/** Verified e-mail only; unverified users verify first, guests sign in. */
export const requireVerified = async (args: GuardArgs, store?: SessionStore): Promise<{ user: User }> =>
  (await rules()).requireVerified(args, store);
