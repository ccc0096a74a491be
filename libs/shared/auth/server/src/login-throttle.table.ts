import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Brute-force counters, one row per key (`login:acct-ip:…`, `login:acct:…`, `forgot:ip:…`):
 * hits in the current fixed window and the moment of the last hit for the back-off.
 * Keys hold an e-mail address or IP digest, never a password.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
});

export type LoginThrottleRow = typeof loginThrottle.$inferSelect;
