import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A featured author's giveaway. `seed` is secret until `drawn_at`: only `commitment`
 * (sha256 of the seed) is ever served before. `entry_count` is the last public entry number
 * handed out (entries lock this row to take the next one), so it is also N at the draw.
 */
export const giveaways = pgTable(
  'giveaways',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The catalog author (no foreign key: marketing reads the catalog through its public reads). */
    authorId: uuid('author_id').notNull(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    /** ISO 3166-1 alpha-2 codes, or null for every country. */
    countries: text('countries').array(),
    minAge: integer('min_age').notNull().default(18),
    winnerCount: integer('winner_count').notNull().default(1),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    winningNumbers: integer('winning_numbers').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('giveaways_window_check', sql`${t.opensAt} < ${t.closesAt} and ${t.closesAt} <= ${t.drawsAt}`),
    check('giveaways_winner_count_check', sql`${t.winnerCount} >= 1`),
    index('giveaways_author_idx').on(t.authorId, t.opensAt),
    index('giveaways_due_idx').on(t.drawsAt).where(sql`${t.drawnAt} is null`),
  ],
);

/**
 * One entry per reader per giveaway (the primary key), numbered 1..N in the order accepted (the
 * unique number). Never served as a list: only the caller's own row and the count.
 */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    giveawayId: uuid('giveaway_id')
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    entryNumber: integer('entry_number').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the winner's notification and e-mail were sent (winners only). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.giveawayId, t.userId] }),
    unique('giveaway_entries_number_unique').on(t.giveawayId, t.entryNumber),
  ],
);

export type GiveawayRow = typeof giveaways.$inferSelect;
export type GiveawayEntryRow = typeof giveawayEntries.$inferSelect;
