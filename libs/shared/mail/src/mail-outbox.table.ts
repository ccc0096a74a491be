import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be delivered. A row names a template and its (secret-free) data, never a
 * rendered body: a message carrying a token is rendered, and its token created, only at the
 * moment of delivery, so no link or token ever sits in this table. Delivered rows keep only
 * their delivery time.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds a row until then; a crashed worker's claim simply runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Which worker holds it: its server instance's id (`ServerInstance` of @folio/db), so the claim
     * of a process known to be gone is taken over at once, and a worker sends only what is still its own.
     */
    lockedBy: text('locked_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The error code of the last failed attempt (ECONNREFUSED, EAUTH…), never a message body. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sqlPending())],
);

function sqlPending() {
  return sql`sent_at is null and failed_at is null`;
}

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
