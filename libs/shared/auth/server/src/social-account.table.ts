import type { SocialProvider } from '@folio/auth-contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './user.table.js';

/**
 * Social identities linked to accounts. The identity is (issuer, subject), never the e-mail:
 * the e-mail is what the provider said at the last sign-in, kept for display. One identity
 * belongs to one account, and an account holds at most one identity per provider.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('social_accounts_issuer_subject_unique').on(table.issuer, table.subject),
    unique('social_accounts_user_provider_unique').on(table.userId, table.provider),
    index('social_accounts_user_id_idx').on(table.userId),
  ],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type NewSocialAccountRow = typeof socialAccounts.$inferInsert;
