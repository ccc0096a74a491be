import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProfileKind } from '@folio/auth-contract';
import { users } from './user.table.js';

/**
 * The public identities of a user (spec section 3): a plain reader `profile`, and `seller`
 * (author), `vendor` or `event_manager` profiles. A user may hold several of each kind.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileKind>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').unique('profiles_slug_unique'),
    /**
     * The catalog author or vendor a `seller` or `vendor` profile manages (its order forms, its
     * funnel); null for other kinds and for one not linked yet. No foreign key: the catalog is
     * another scope, and identity knows it only by id.
     */
    sellerId: text('seller_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profiles_user_id_idx').on(table.userId)],
);

export type ProfileRow = typeof profiles.$inferSelect;
