import type { PaymentState } from '@folio/payments-contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProviderDecline } from '../payment-provider.port.js';

/**
 * The embedded provider's own state: a card processor's test mode kept in our database. Ids look
 * like Stripe's (`cus_`, `pm_`, `pi_`, `re_`, `evt_`) and nothing here references the rest of the
 * schema: the provider is a separate system that only our metadata points back into.
 */
export const embeddedPayCustomers = pgTable('embedded_pay_customers', {
  id: text('id').primaryKey(),
  /** Our account id: one customer per account, whatever the retries. */
  userId: text('user_id').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A card (brand, last four, expiry: never the number or the CVC) or the Folio Wallet. */
export const embeddedPayMethods = pgTable(
  'embedded_pay_payment_methods',
  {
    id: text('id').primaryKey(),
    /** Set once the method is saved for later off-session charges. */
    customerId: text('customer_id').references(() => embeddedPayCustomers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** The test card that attaches fine but whose every later charge is declined (…0341). */
    declinesLaterCharges: boolean('declines_later_charges').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('embedded_pay_methods_kind_check', sql`${t.kind} in ('card', 'wallet')`),
    index('embedded_pay_methods_customer_idx').on(t.customerId),
  ],
);

export const embeddedPayPayments = pgTable(
  'embedded_pay_payments',
  {
    id: text('id').primaryKey(),
    /** Written only by `transitionPayment` (payment.lifecycle.ts) once created, along PAYMENT_LIFECYCLE. */
    status: text('status').$type<PaymentState>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    customerId: text('customer_id').references(() => embeddedPayCustomers.id),
    paymentMethodId: text('payment_method_id').references(() => embeddedPayMethods.id),
    method: text('method'),
    clientSecret: text('client_secret').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    saveMethod: boolean('save_method').notNull(),
    offSession: boolean('off_session').notNull().default(false),
    /** Where the authentication or wallet page sends the buyer back to (a path on our site). */
    returnUrl: text('return_url'),
    lastError: jsonb('last_error').$type<ProviderDecline>(),
    amountRefundedMinor: integer('amount_refunded_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'embedded_pay_payments_status_check',
      sql`${t.status} in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')`,
    ),
    check('embedded_pay_payments_amount_check', sql`${t.amountMinor} > 0`),
    check(
      'embedded_pay_payments_refunded_check',
      sql`${t.amountRefundedMinor} >= 0 and ${t.amountRefundedMinor} <= ${t.amountMinor}`,
    ),
    index('embedded_pay_payments_customer_idx').on(t.customerId),
  ],
);

export const embeddedPayRefunds = pgTable(
  'embedded_pay_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => embeddedPayPayments.id),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('embedded_pay_refunds_amount_check', sql`${t.amountMinor} > 0`),
    index('embedded_pay_refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * Idempotency keys as Stripe keeps them: the first request's operation and parameters (hashed) and
 * what it made; the same key again with the same parameters answers that, with others it is refused.
 */
export const embeddedPayIdempotencyKeys = pgTable('embedded_pay_idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  paramsHash: text('params_hash').notNull(),
  resultId: text('result_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The notifications outbox: written in the transaction that changed the payment, delivered by HTTP later. */
export const embeddedPayNotifications = pgTable(
  'embedded_pay_notifications',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    paymentId: text('payment_id').notNull(),
    refundId: text('refund_id'),
    /** The JSON body delivered as it is (signed at each delivery). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The server instance whose delivery lease holds the row (`next_attempt_at` moved past the
     * send), so the lease of a process known to be gone is given back at once.
     */
    lockedBy: text('locked_by'),
  },
  (t) => [
    index('embedded_pay_notifications_pending_idx').on(t.nextAttemptAt, t.id).where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * Every card the provider declined on a buyer's confirm: what its card-testing limits count, per
 * payment, per customer and per client address (see `decline-limits.ts`).
 */
export const embeddedPayDeclines = pgTable(
  'embedded_pay_declines',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    customerId: text('customer_id'),
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('embedded_pay_declines_payment_idx').on(t.paymentId, t.createdAt),
    index('embedded_pay_declines_customer_idx').on(t.customerId, t.createdAt),
    index('embedded_pay_declines_client_idx').on(t.client, t.createdAt),
  ],
);

export type EmbeddedPaymentRow = typeof embeddedPayPayments.$inferSelect;
export type EmbeddedMethodRow = typeof embeddedPayMethods.$inferSelect;
export type EmbeddedRefundRow = typeof embeddedPayRefunds.$inferSelect;
export type EmbeddedNotificationRow = typeof embeddedPayNotifications.$inferSelect;
