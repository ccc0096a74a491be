import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import type { SessionClient } from './session-client.js';
import { sessionRepo } from './session.repo.js';
import type { SessionRow } from './session.table.js';
import { digest, matchesDigest, newToken } from './tokens.js';

export interface SessionPolicy {
  /** Idle timeout for visitors who have not signed in. */
  guestIdleMs: number;
  /** Idle timeout once signed in (quality bar: 30 min). */
  userIdleMs: number;
  /** Hard limit from creation, whatever the activity (quality bar: 12 h). */
  absoluteMs: number;
  /** Activity is written back at most this often, to keep reads cheap. */
  touchEveryMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  guestIdleMs: 2 * 60 * 60 * 1000,
  userIdleMs: 30 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
  touchEveryMs: 60 * 1000,
};

/** A session made without a request (tests, tools): nothing is known about its browser. */
const NO_CLIENT: SessionClient = { userAgent: null, network: null, country: null };

export interface Session {
  row: SessionRow;
  /** The raw session token: only known when this request created or rotated the session. */
  issuedToken?: string;
  /** The raw CSRF token: only known when this request created or rotated it. */
  issuedCsrfToken?: string;
}

export interface SessionServiceDeps {
  db: Database;
  now?: () => Date;
  policy?: Partial<SessionPolicy>;
}

export function createSessionService({ db, now = () => new Date(), policy }: SessionServiceDeps) {
  const repo = sessionRepo(db);
  const rules = { ...DEFAULT_SESSION_POLICY, ...policy };

  const expiry = (createdAt: Date, lastSeen: Date, userId: string | null): Date =>
    new Date(
      Math.min(
        lastSeen.getTime() + (userId ? rules.userIdleMs : rules.guestIdleMs),
        createdAt.getTime() + rules.absoluteMs,
      ),
    );

  async function create(
    userId: string | null,
    data: Record<string, unknown> = {},
    client: SessionClient = NO_CLIENT,
  ): Promise<Session> {
    const token = newToken();
    const csrfToken = newToken();
    const at = now();
    const row: SessionRow = {
      id: digest(token),
      publicId: randomUUID(),
      userId,
      csrfTokenHash: digest(csrfToken),
      data,
      ...client,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: expiry(at, at, userId),
    };
    await repo.insert(row);
    return { row, issuedToken: token, issuedCsrfToken: csrfToken };
  }

  return {
    policy: rules,

    /**
     * The live session for a cookie token, or null if unknown or expired (expired rows are removed).
     * When its last-seen time is refreshed, what `client()` says about the browser is written too.
     */
    async resolve(token: string | undefined, client?: () => SessionClient): Promise<Session | null> {
      if (!token) return null;
      const row = await repo.find(digest(token));
      if (!row) return null;
      const at = now();
      if (row.expiresAt.getTime() <= at.getTime()) {
        await repo.delete(row.id);
        return null;
      }
      if (at.getTime() - row.lastSeenAt.getTime() >= rules.touchEveryMs) {
        const patch = { lastSeenAt: at, expiresAt: expiry(row.createdAt, at, row.userId), ...client?.() };
        await repo.update(row.id, patch);
        return { row: { ...row, ...patch } };
      }
      return { row };
    },

    create,

    /**
     * Every way in gets a new session id and CSRF token (no fixation): the old row is deleted
     * and its data carried over to the new one.
     */
    async rotate(previous: Session | null, userId: string | null, client?: SessionClient): Promise<Session> {
      if (previous) await repo.delete(previous.row.id);
      return create(userId, previous?.row.data ?? {}, client);
    },

    /** A fresh CSRF token for an existing session. */
    async reissueCsrf(session: Session): Promise<Session> {
      const csrfToken = newToken();
      await repo.update(session.row.id, { csrfTokenHash: digest(csrfToken) });
      return { row: { ...session.row, csrfTokenHash: digest(csrfToken) }, issuedCsrfToken: csrfToken };
    },

    async destroy(session: Session): Promise<void> {
      await repo.delete(session.row.id);
    },

    csrfMatches(session: Session, presented: string | undefined): boolean {
      return (
        typeof presented === 'string' && presented.length > 0 && matchesDigest(presented, session.row.csrfTokenHash)
      );
    },

    pruneExpired: () => repo.deleteExpired(now()),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
