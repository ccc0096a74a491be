import { AccountPaths, DEFAULT_PREFERENCES, UpdatePreferencesInput, type Preferences } from '@folio/account-contract';
import { authenticatedUser, noStore, requireUser, type AuthDeps, type SessionEnv } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { validate } from '@folio/server-kit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { userPreferences } from './user-preferences.table.js';

/** A user's preferences, or the defaults when they never saved any. */
export async function preferencesOf(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    newsletter: row.newsletter,
    order_updates_email: row.orderUpdatesEmail,
    instalment_reminders_email: row.instalmentRemindersEmail,
    currency: row.currency,
    timezone: row.timezone,
  };
}

/** `GET|PUT /api/user/preferences`; PUT takes any subset and keeps the rest. */
export function preferencesRoutes(deps: Pick<AuthDeps, 'db' | 'now'>) {
  const { db } = deps;

  return new Hono<SessionEnv>()
    .use(AccountPaths.preferences, requireUser())

    .get(AccountPaths.preferences, async (c) => {
      noStore(c);
      return c.json((await preferencesOf(db, (await authenticatedUser(c)).id)) satisfies Preferences);
    })

    .put(AccountPaths.preferences, validate('json', UpdatePreferencesInput), async (c) => {
      const user = await authenticatedUser(c);
      const next: Preferences = { ...(await preferencesOf(db, user.id)), ...c.req.valid('json') };
      const values = {
        newsletter: next.newsletter,
        orderUpdatesEmail: next.order_updates_email,
        instalmentRemindersEmail: next.instalment_reminders_email,
        currency: next.currency,
        timezone: next.timezone,
        updatedAt: deps.now(),
      };
      await db
        .insert(userPreferences)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values });
      return c.json(next satisfies Preferences);
    });
}
