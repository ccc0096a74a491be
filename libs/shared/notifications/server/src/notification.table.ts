import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@folio/notifications-contract';
import { users } from '@folio/auth-server';

/** In-app notifications (order updates, instalment reminders, account notices) with read state. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc())],
);

export type NotificationRow = typeof notifications.$inferSelect;
