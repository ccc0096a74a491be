import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { authTokens, type AuthTokenKind } from './auth-token.table.js';
import { digest, newToken } from './tokens.js';
import { users } from './user.table.js';

/** Lifetimes: reset links 60 min, verification links 24 h, SSO tickets 60 s. */
export const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  reset: 60 * 60_000,
  verify: 24 * 60 * 60_000,
  sso: 60_000,
};

/**
 * Reset and verification tokens: 256 random bits, only the SHA-256 digest stored, used at most
 * once by a single conditional update, so two concurrent uses cannot both succeed.
 */
export function createTokenStore({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** A new raw token for the user (sent by e-mail, never stored). */
    async issue(kind: 'reset' | 'verify', userId: string): Promise<{ token: string; id: string }> {
      const token = newToken();
      const at = now();
      const id = randomUUID();
      await db.insert(authTokens).values({
        id,
        kind,
        digest: digest(token),
        userId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + TOKEN_TTL_MS[kind]),
      });
      return { token, id };
    },

    /**
     * Uses a token: the user id when it was live and unused (and, for a reset, belongs to the
     * given e-mail address), else null. Atomic: of two concurrent uses exactly one wins.
     */
    async consume(kind: 'reset' | 'verify', token: string, email?: string): Promise<string | null> {
      const at = now();
      const owner = email
        ? inArray(authTokens.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email)))
        : undefined;
      const used = await db
        .update(authTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(authTokens.kind, kind),
            eq(authTokens.digest, digest(token)),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, at),
            owner,
          ),
        )
        .returning({ userId: authTokens.userId });
      return used[0]?.userId ?? null;
    },

    /** Withdraws every unused token of a kind for the user (after a reset, an e-mail change). */
    async revokeAll(kind: 'reset' | 'verify', userId: string): Promise<void> {
      await db
        .delete(authTokens)
        .where(and(eq(authTokens.kind, kind), eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
    },

    async revoke(id: string): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.id, id));
    },

    /**
     * Records an SSO ticket's `jti` as used. True for the first use only: the unique index on
     * (kind, digest) makes the insert succeed once, whatever the concurrency.
     */
    async claimSsoTicket(jti: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(authTokens)
        .values({ id: randomUUID(), kind: 'sso', digest: digest(jti), createdAt: now(), expiresAt, usedAt: now() })
        .onConflictDoNothing({ target: [authTokens.kind, authTokens.digest] })
        .returning({ id: authTokens.id });
      return inserted.length === 1;
    },

    /** Expired rows; SSO rows are kept a day past expiry so a replay still finds its `jti`. */
    async prune(): Promise<void> {
      const at = now().getTime();
      await db.delete(authTokens).where(lt(authTokens.expiresAt, new Date(at - 24 * 60 * 60_000)));
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
