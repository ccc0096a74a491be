import type { Database } from '@folio/db';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
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
    /** The user's sessions that have not expired, most recently seen first. */
    async liveOfUser(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },
    /** Deletes the user's session with this public id unless it is `keepId`; whether one was deleted. */
    async deleteOfUser(userId: string, publicId: string, keepId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },
    /** Deletes every session of the user but `keepId` (all of them without one); how many. */
    async deleteAllOfUser(userId: string, keepId: string | null): Promise<number> {
      const condition = keepId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
        : eq(sessions.userId, userId);
      const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;
