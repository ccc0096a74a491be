import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One pending social sign-in or connect: the single-use state, the ID token nonce and the PKCE
 * verifier, bound to the browser session that started it. `id` is the SHA-256 digest of the state
 * (the raw state only travels through the provider); a row is deleted when the callback takes it.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    /** Digest of the session id the flow belongs to (sessions.id). */
    sessionId: text('session_id').notNull(),
    provider: text('provider').notNull(),
    /** 'login' (sign in or sign up) or 'connect' (link to the signed-in user). */
    purpose: text('purpose').$type<OAuthPurpose>().notNull(),
    /** For 'connect': the user who asked. */
    userId: text('user_id'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    /** A safe relative path to return to after sign-in. */
    intended: text('intended'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_at_idx').on(table.expiresAt)],
);

export type OAuthPurpose = 'login' | 'connect';
export type OAuthStateRow = typeof oauthStates.$inferSelect;
