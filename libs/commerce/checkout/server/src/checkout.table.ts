import { users } from '@folio/auth-server';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every provider notification we accepted, by the provider's id: a redelivery finds its row and is
 * answered 200 without acting again.
 */
export const paymentNotifications = pgTable('payment_notifications', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: text('payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set once acted on; a row without it (a crash mid-way) is acted on again by the next delivery. */
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * Money-moving requests by idempotency key: the first request with a key stores its answer; the
 * same key again gets the same answer. `scope` is what the key was used for (`checkout`,
 * `instalment`) and `target` its id: the same key for something else is refused.
 */
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    target: text('target').notNull(),
    /**
     * The server instance (`ServerInstance.id` of @folio/db) whose request holds the claim: once it
     * is known to be gone, an unanswered claim is taken over at once.
     */
    instanceId: text('instance_id'),
    /**
     * A digest of what the request asked (its validated body): the same key with other details is
     * refused, as a card processor refuses it. Null for requests without a body.
     */
    requestHash: text('request_hash'),
    /** Null while the first request is still working. */
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('checkout_requests_scope_check', sql`${t.scope} in ('checkout', 'instalment')`),
  ],
);

/** A reader's customer at the provider (saved methods hang on it), created once. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);
