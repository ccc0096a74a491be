import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './user.table.js';

export type AuthTokenKind = 'reset' | 'verify' | 'sso';

/**
 * Single-use tokens: password reset and e-mail verification links, and the `jti` of every SSO
 * ticket ever accepted. Only SHA-256 digests are stored. A token is used by one atomic
 * `update … where used_at is null and expires_at > now returning`; an SSO `jti` by an insert
 * that the unique index lets succeed once.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<AuthTokenKind>().notNull(),
    digest: text('digest').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_tokens_kind_digest_unique').on(table.kind, table.digest),
    index('auth_tokens_user_id_idx').on(table.userId),
    index('auth_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
