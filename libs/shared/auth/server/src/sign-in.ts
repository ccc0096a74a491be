import type { Database } from '@folio/db';
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Session } from './session.service.js';
import type { SessionEnv } from './session.middleware.js';
import { sessions } from './session.table.js';

/**
 * Every way in (password, register, reset, SSO, social, Facebook auto-login) goes through here:
 * the old session row is deleted, a new session id and CSRF token are issued (both cookies set)
 * and the user is bound to the new row. A session id planted before sign-in is dead afterwards.
 */
export async function signIn<E extends SessionEnv>(c: Context<E>, userId: string): Promise<Session> {
  return c.get('session').rotate(userId);
}

/** Ends every session of the user except the request's own (password change, reset). */
export async function endOtherSessions<E extends SessionEnv>(c: Context<E>, db: Database, userId: string): Promise<number> {
  const own = await c.get('session').current();
  const condition = own ? and(eq(sessions.userId, userId), ne(sessions.id, own.row.id)) : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return ended.length;
}
