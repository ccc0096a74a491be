import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Server-side sessions. Neither the session id nor the CSRF token is stored: `id` and
 * `csrf_token_hash` are SHA-256 digests of the values only the browser holds. `public_id` is a
 * random id of its own, the only one the sessions list shows (ending a session names it), so no
 * answer carries anything derived from the session id. `user_agent`, `network` (coarse: see
 * `coarseNetwork`, never the address) and `country` describe the browser for that list; they are
 * written at sign-in and whenever `last_seen_at` is.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: text('user_id'),
    csrfTokenHash: text('csrf_token_hash').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    userAgent: text('user_agent'),
    network: text('network'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_id_idx').on(table.userId),
    uniqueIndex('sessions_public_id_idx').on(table.publicId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
