import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency } from '@folio/account-contract';
import { users } from '@folio/auth-server';

/** One row per user once they save preferences; until then the contract's defaults apply. */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newsletter: boolean('newsletter').notNull(),
  orderUpdatesEmail: boolean('order_updates_email').notNull(),
  instalmentRemindersEmail: boolean('instalment_reminders_email').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  timezone: text('timezone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
