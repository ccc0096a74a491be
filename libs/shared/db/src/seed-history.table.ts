import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seeders have run on this database, so each runs once. */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
