import type { Database } from '@folio/db';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { giveawayEntries, giveaways, type GiveawayEntryRow, type GiveawayRow } from './giveaway.table.js';

/** Data access of the giveaways domain; the entrant list has no query here on purpose. */
export function giveawayRepo(db: Database) {
  return {
    async all(limit: number): Promise<GiveawayRow[]> {
      return db.select().from(giveaways).orderBy(asc(giveaways.closesAt)).limit(limit);
    },

    async ofAuthor(authorId: string): Promise<GiveawayRow[]> {
      return db.select().from(giveaways).where(eq(giveaways.authorId, authorId)).orderBy(asc(giveaways.opensAt));
    },

    async find(id: string): Promise<GiveawayRow | undefined> {
      const [row] = await db.select().from(giveaways).where(eq(giveaways.id, id)).limit(1);
      return row;
    },

    /** The giveaway, locked until the transaction ends: entries take numbers and the draw reads N under it. */
    async lock(id: string): Promise<GiveawayRow | undefined> {
      const [row] = await db.select().from(giveaways).where(eq(giveaways.id, id)).for('update').limit(1);
      return row;
    },

    async entryOf(giveawayId: string, userId: string): Promise<GiveawayEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(giveawayEntries)
        .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.userId, userId)))
        .limit(1);
      return row;
    },

    /** Takes the next entry number (the row is locked by the caller) and records the entry. */
    async addEntry(giveawayId: string, userId: string, country: string, at: Date): Promise<GiveawayEntryRow> {
      const [counted] = await db
        .update(giveaways)
        .set({ entryCount: sql`${giveaways.entryCount} + 1` })
        .where(eq(giveaways.id, giveawayId))
        .returning({ entryCount: giveaways.entryCount });
      if (!counted) throw new Error('The giveaway row went away under its lock.');
      const [row] = await db
        .insert(giveawayEntries)
        .values({ giveawayId, userId, entryNumber: counted.entryCount, country, createdAt: at })
        .returning();
      if (!row) throw new Error('The entry was not recorded.');
      return row;
    },

    /** Ids of giveaways whose draw time has come and that are not drawn yet. */
    async dueIds(at: Date, limit = 20): Promise<string[]> {
      const rows = await db
        .select({ id: giveaways.id })
        .from(giveaways)
        .where(and(isNull(giveaways.drawnAt), lte(giveaways.drawsAt, at)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async recordDraw(id: string, winningNumbers: number[], at: Date): Promise<void> {
      await db.update(giveaways).set({ drawnAt: at, winningNumbers }).where(eq(giveaways.id, id));
    },

    /** The winners' entries, marked notified now; only those not marked before come back. */
    async claimWinnersToNotify(giveawayId: string, numbers: readonly number[], at: Date): Promise<GiveawayEntryRow[]> {
      if (numbers.length === 0) return [];
      return db
        .update(giveawayEntries)
        .set({ notifiedAt: at })
        .where(
          and(
            eq(giveawayEntries.giveawayId, giveawayId),
            inArray(giveawayEntries.entryNumber, [...numbers]),
            isNull(giveawayEntries.notifiedAt),
          ),
        )
        .returning();
    },
  };
}

export type GiveawayRepo = ReturnType<typeof giveawayRepo>;
