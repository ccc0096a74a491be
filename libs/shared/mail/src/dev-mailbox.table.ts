import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development mailbox: every e-mail the embedded mail adapter "sends" lands here, for a
 * developer to read at `GET /api/dev/mailbox` (a route that does not exist in production).
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('dev_mailbox_created_at_idx').on(table.createdAt)],
);

export type DevMailboxRow = typeof devMailbox.$inferSelect;
