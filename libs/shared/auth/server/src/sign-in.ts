import type { Database } from '@folio/db';
import type { Logger } from '@folio/server-kit';
import type { Context } from 'hono';
import type { Session } from './session.service.js';
import type { SessionEnv } from './session.middleware.js';
import { sessionRepo } from './session.repo.js';

/**
 * Every way in (password, register, reset, SSO, social, Facebook auto-login) goes through here:
 * the old session row is deleted, a new session id and CSRF token are issued (both cookies set)
 * and the user is bound to the new row. A session id planted before sign-in is dead afterwards.
 * The new row records the browser (user agent, coarse network) for the sessions list.
 */
export async function signIn<E extends SessionEnv>(
  c: Context<E>,
  userId: string,
  hooks: readonly SignInHook[] = [],
): Promise<Session> {
  const session = await c.get('session').rotate(userId);
  for (const hook of hooks) {
    try {
      await hook(c as unknown as Context<SessionEnv>, { id: userId });
    } catch (error) {
      // The way in has succeeded (new session, cookies set): a hook's failure is logged, never the sign-in's.
      (c.get('logger') as Logger | undefined)?.error({ err: error }, 'sign-in hook failed');
    }
  }
  return session;
}

/**
 * Work other domains do at every way in, after the new session is made and before the answer
 * (the cart domain joins the visitor's guest carts to the account). The shell passes the list in
 * (`AuthOptions.onSignIn`, `SocialRoutesDeps.onSignIn`), so identity imports no other domain.
 */
export type SignInHook = (c: Context<SessionEnv>, user: { id: string }) => Promise<void>;

/**
 * Ends every session of the user except the request's own (password change, reset, "Sign out of
 * all other sessions"); how many ended.
 */
export async function endOtherSessions<E extends SessionEnv>(
  c: Context<E>,
  db: Database,
  userId: string,
): Promise<number> {
  const own = await c.get('session').current();
  return sessionRepo(db).deleteAllOfUser(userId, own?.row.id ?? null);
}
