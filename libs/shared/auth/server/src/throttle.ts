import type { Database } from '@folio/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { loginThrottle, type LoginThrottleRow } from './login-throttle.table.js';

/**
 * A fixed-window limit, optionally with a growing back-off: once `backoff.after` hits are in
 * the window, each further hit must wait `min(baseMs * 2^(hits - after), capMs)` after the
 * previous one. The window always ends, so no limit is a permanent lockout.
 */
export interface ThrottleRule {
  windowMs: number;
  max: number;
  backoff?: { after: number; baseMs: number; capMs: number };
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The quality bar's numbers for sign-in and the other unauthenticated doors. */
export const THROTTLE_RULES = {
  /** Per account and IP: 5 attempts a minute. */
  loginAccountIp: { windowMs: 60_000, max: 5 },
  /**
   * Per client across accounts: 30 sign-ins that did not succeed in 10 minutes, so one client
   * cannot try a common password against many addresses. A signing's shared Wi-Fi still fits.
   */
  loginIp: { windowMs: 10 * 60_000, max: 30 },
  /** Per known device (a browser that signed in here before), in place of its network's limit: the same numbers. */
  loginDevice: { windowMs: 10 * 60_000, max: 30 },
  /**
   * A network past `loginIp` with no bot challenge configured: one more attempt every 20 seconds
   * for everyone behind it, instead of a stop for the rest of the 10 minutes.
   */
  loginSlowLane: { windowMs: 20_000, max: 1 },
  /** Per account, any IP: at most 20 failures an hour, with back-off from the 5th. */
  loginAccount: { windowMs: 60 * 60_000, max: 20, backoff: { after: 5, baseMs: 2_000, capMs: 5 * 60_000 } },
  /** Forgot-password, per IP: the same for known and unknown addresses. */
  forgotPasswordIp: { windowMs: 60_000, max: 5 },
  /** At most one reset e-mail per address a minute (silently: the answer stays the same). */
  resetMailPerAccount: { windowMs: 60_000, max: 1 },
  /** Verification e-mails per account (Laravel's throttle:6,1). */
  verificationMail: { windowMs: 60_000, max: 6 },
  /** New accounts per IP: generous, a signing event's Wi-Fi is one address. */
  registerIp: { windowMs: 10 * 60_000, max: 30 },
  /** The e-mail telling an account's owner that someone tried to register their address: once a day. */
  registrationAttemptMail: { windowMs: 24 * 60 * 60_000, max: 1 },
  /** Current-password checks per account on password and e-mail changes. */
  currentPassword: { windowMs: 60_000, max: 5 },
} satisfies Record<string, ThrottleRule>;

const waitAfter = (rule: ThrottleRule, hits: number): number =>
  rule.backoff && hits >= rule.backoff.after
    ? Math.min(rule.backoff.baseMs * 2 ** (hits - rule.backoff.after), rule.backoff.capMs)
    : 0;

/** Counters in `login_throttle`, each hit one atomic upsert (safe across processes). */
export function createThrottle({ db, now }: { db: Database; now: () => Date }) {
  function retryAfter(row: LoginThrottleRow, rule: ThrottleRule, at: Date): number {
    const until =
      row.hits >= rule.max
        ? row.windowStartedAt.getTime() + rule.windowMs
        : row.lastHitAt.getTime() + waitAfter(rule, row.hits);
    return Math.max(1, Math.ceil((until - at.getTime()) / 1000));
  }

  return {
    /** Counts one attempt, unless the key is over its limit: then nothing changes. */
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleResult> {
      const at = now();
      const stamp = sql`${at.toISOString()}::timestamptz`;
      const cutoff = sql`${new Date(at.getTime() - rule.windowMs).toISOString()}::timestamptz`;
      const windowOver = sql`${loginThrottle.windowStartedAt} <= ${cutoff}`;
      const after = rule.backoff?.after ?? rule.max;
      const base = rule.backoff?.baseMs ?? 0;
      const cap = rule.backoff?.capMs ?? 0;
      const counted = await db
        .insert(loginThrottle)
        .values({ key, hits: 1, windowStartedAt: at, lastHitAt: at })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            hits: sql`case when ${windowOver} then 1 else ${loginThrottle.hits} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then ${stamp} else ${loginThrottle.windowStartedAt} end`,
            lastHitAt: at,
          },
          setWhere: sql`${windowOver} or (${loginThrottle.hits} < ${rule.max} and (${loginThrottle.hits} < ${after} or ${loginThrottle.lastHitAt} + least(${base}::float8 * power(2, ${loginThrottle.hits} - ${after}), ${cap}::float8) * interval '1 millisecond' <= ${stamp}))`,
        })
        .returning({ hits: loginThrottle.hits });
      if (counted.length > 0) return { allowed: true };
      const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
      return { allowed: false, retryAfterSeconds: row ? retryAfter(row, rule, at) : 1 };
    },

    /** Takes back one counted attempt (a sign-in that succeeded does not count against its client). */
    async refund(key: string): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ hits: sql`greatest(${loginThrottle.hits} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    },

    /** Forget the counters (a successful sign-in, a password reset). */
    async clear(...keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
    },

    /** Rows whose window has passed (called with session pruning). */
    async prune(olderThanMs = 24 * 60 * 60_000): Promise<void> {
      const cutoff = new Date(now().getTime() - olderThanMs);
      await db.delete(loginThrottle).where(sql`${loginThrottle.lastHitAt} < ${cutoff.toISOString()}::timestamptz`);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;

/** Keys: e-mail addresses folded to lower case, so case tricks share one counter. */
export const throttleKeys = {
  loginAccountIp: (email: string, ip: string) => `login:acct-ip:${email.toLowerCase()}|${ip}`,
  loginAccount: (email: string) => `login:acct:${email.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginDevice: (device: string) => `login:device:${device}`,
  loginSlowLane: (ip: string) => `login:slow:${ip}`,
  forgotPasswordIp: (ip: string) => `forgot:ip:${ip}`,
  resetMail: (email: string) => `forgot:mail:${email.toLowerCase()}`,
  verificationMail: (userId: string) => `verify:mail:${userId}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  registrationAttemptMail: (userId: string) => `register:attempt-mail:${userId}`,
  currentPassword: (userId: string) => `current-password:${userId}`,
};
