import { instalments } from '@folio/orders-server/schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The instalment scheduler's own bookkeeping beside the orders domain's `instalments` row (whose
 * `attempts`, `next_attempt_at`, `reminder_sent_at` and `last_error` it also keeps up to date),
 * one row per instalment it has claimed.
 *
 * - `attempt` is the number `n` of the scheduler's current (or last) charge, in its key
 *   `instalment-{id}-attempt-{n}`. It is taken from `instalments.attempts` (which early payments
 *   count too, so the two never share a key) when a charge starts, and kept while `charging`: a
 *   process that dies between the charge and its record retries with the same key, and the
 *   provider answers with the same payment.
 * - `failures` counts the scheduler's recorded declines: the retries and the seller's outcome go by it.
 * - `locked_until` is the lease of the process charging it now: a claim that outlives a crashed
 *   process runs out and the instalment is claimed again.
 */
export const instalmentSchedule = pgTable(
  'instalment_schedule',
  {
    instalmentId: uuid('instalment_id')
      .primaryKey()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    charging: boolean('charging').notNull().default(false),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which scheduler process holds the lease (logs). */
    lockedBy: text('locked_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('instalment_schedule_counts_check', sql`${t.attempt} >= 1 and ${t.failures} >= 0`),
    index('instalment_schedule_lease_idx').on(t.lockedUntil),
  ],
);

export type InstalmentScheduleRow = typeof instalmentSchedule.$inferSelect;
