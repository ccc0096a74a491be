import type { Database } from '@folio/db';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionEnv } from './session.middleware.js';
import { users, type UserRow } from './user.table.js';

/** The signed-in user of a request, loaded at most once per session id. */
export interface AuthAccessor {
  user(): Promise<UserRow | null>;
}

declare module 'hono' {
  interface ContextVariableMap {
    auth: AuthAccessor;
  }
}

/**
 * Puts a lazy `auth` accessor on the context (after `sessionMiddleware`): nothing is read until a
 * route asks, and a rotation (sign-in) is picked up because the cache is keyed by session id.
 */
export function userContext({ db }: { db: Database }) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    let cached: { sessionId: string; user: Promise<UserRow | null> } | undefined;
    c.set('auth', {
      async user() {
        const session = await c.get('session').current();
        const userId = session?.row.userId;
        if (!session || !userId) return null;
        if (cached?.sessionId !== session.row.id) {
          const load = db
            .select()
            .from(users)
            .where(eq(users.id, userId))
            .limit(1)
            .then((rows) => rows[0] ?? null);
          cached = { sessionId: session.row.id, user: load };
        }
        return cached.user;
      },
    });
    await next();
  });
}

/** The signed-in user, or null. Needs `userContext` on the app. */
export function currentUser(c: Context): Promise<UserRow | null> {
  const auth = c.get('auth') as AuthAccessor | undefined;
  if (!auth) throw new Error('currentUser() needs the userContext() middleware on the app.');
  return auth.user();
}
