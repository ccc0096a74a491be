import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What a signed-in visitor saved. The target is an event, author or vendor id by `kind` (no foreign
 * key: one column points at three tables); lists drop targets that no longer exist.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    check('saved_items_kind_check', sql`${t.kind} in ('event', 'author', 'vendor')`),
    index('saved_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type SavedItemRow = typeof savedItems.$inferSelect;
