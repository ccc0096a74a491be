import type { Database } from '@folio/db';
import { eq, lt } from 'drizzle-orm';
import { sessions, type SessionRow } from './session.table.js';

/** Data access for sessions; the service decides lifetimes and tokens. */
export function sessionRepo(db: Database) {
  return {
    async find(id: string): Promise<SessionRow | undefined> {
      const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return rows[0];
    },
    async insert(row: SessionRow): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async update(id: string, patch: Partial<Omit<SessionRow, 'id'>>): Promise<void> {
      await db.update(sessions).set(patch).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;
