import type { Database } from '@folio/db';
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
export async function signIn<E extends SessionEnv>(c: Context<E>, userId: string): Promise<Session> {
  return c.get('session').rotate(userId);
}

/**
 * Ends every session of the user except the request's own (password change, reset, "Sign out of
 * all other sessions"); how many ended.
 */
export async function endOtherSessions<E extends SessionEnv>(c: Context<E>, db: Database, userId: string): Promise<number> {
  const own = await c.get('session').current();
  return sessionRepo(db).deleteAllOfUser(userId, own?.row.id ?? null);
}
