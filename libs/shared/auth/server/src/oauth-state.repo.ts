import type { Database } from '@folio/db';
import { and, eq, lt } from 'drizzle-orm';
import { oauthStates, type OAuthStateRow } from './oauth-state.table.js';

/** Pending OAuth flows. `take` deletes as it reads, so a state can be used once, even in a race. */
export function oauthStateRepo(db: Database) {
  return {
    async insert(row: OAuthStateRow): Promise<void> {
      await db.insert(oauthStates).values(row);
    },
    async take(id: string, sessionId: string): Promise<OAuthStateRow | undefined> {
      const rows = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.id, id), eq(oauthStates.sessionId, sessionId)))
        .returning();
      return rows[0];
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    },
  };
}
export type OAuthStateRepo = ReturnType<typeof oauthStateRepo>;
