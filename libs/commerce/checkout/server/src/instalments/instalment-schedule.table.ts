import { instalments } from '@folio/orders-server';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The instalment scheduler's own bookkeeping beside the orders domain's `instalments` row (whose
 * `next_attempt_at`, `attempts`, `reminder_sent_at` and `last_error` it also keeps up to date),
 * one row per instalment it has claimed.
 *
 * - `attempt` is the charge attempt being made, or to be made next. It only moves on when a failure
 *   is recorded, so a process that dies between the charge and its record retries with the same
 *   idempotency key (`instalment-{id}-attempt-{n}`) and the provider answers with the same payment.
 * - `locked_until` is the lease of the process charging it now: a claim that outlives a crashed
 *   process runs out and the instalment is claimed again.
 */
export const instalmentSchedule = pgTable(
  'instalment_schedule',
  {
    instalmentId: uuid('instalment_id')
      .primaryKey()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which scheduler process holds the lease (logs, and its own record step). */
    lockedBy: text('locked_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('instalment_schedule_attempt_check', sql`${t.attempt} between 1 and 10`), index('instalment_schedule_lease_idx').on(t.lockedUntil)],
);

export type InstalmentScheduleRow = typeof instalmentSchedule.$inferSelect;
