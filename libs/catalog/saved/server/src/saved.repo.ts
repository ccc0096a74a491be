import type { Database } from '@folio/db';
import type { SavedKind } from '@folio/saved-contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { savedItems } from './saved.table.js';

export interface SavedRef {
  kind: SavedKind;
  targetId: string;
  createdAt: Date;
}

export function savedRepo(db: Database) {
  return {
    /**
     * Makes the calling transaction the only one changing this user's saved items until it ends.
     * Under READ COMMITTED two saves would each count the rows committed before either inserted,
     * and both pass the limit; after this lock each statement reads what the previous holder
     * committed. Keyed by table and user (the two-key form), so no other lock shares it.
     */
    async lockUser(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('saved_items'), hashtext(${userId}))`);
    },

    async list(userId: string): Promise<SavedRef[]> {
      const rows = await db
        .select({ kind: savedItems.kind, targetId: savedItems.targetId, createdAt: savedItems.createdAt })
        .from(savedItems)
        .where(eq(savedItems.userId, userId))
        .orderBy(desc(savedItems.createdAt), desc(savedItems.targetId));
      return rows as SavedRef[];
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedItems).where(eq(savedItems.userId, userId));
      return row?.n ?? 0;
    },

    async find(userId: string, kind: SavedKind, targetId: string): Promise<SavedRef | undefined> {
      const [row] = await db
        .select({ kind: savedItems.kind, targetId: savedItems.targetId, createdAt: savedItems.createdAt })
        .from(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.targetId, targetId)))
        .limit(1);
      return row as SavedRef | undefined;
    },

    /** Inserts what is not saved yet (the primary key makes repeats no-ops); returns how many were new. */
    async insertMissing(userId: string, items: readonly SavedRef[]): Promise<number> {
      if (items.length === 0) return 0;
      const inserted = await db
        .insert(savedItems)
        .values(items.map((item) => ({ userId, kind: item.kind, targetId: item.targetId, createdAt: item.createdAt })))
        .onConflictDoNothing()
        .returning({ targetId: savedItems.targetId });
      return inserted.length;
    },

    async remove(userId: string, kind: SavedKind, targetId: string): Promise<void> {
      await db
        .delete(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.targetId, targetId)));
    },
  };
}

export type SavedRepo = ReturnType<typeof savedRepo>;
