import { users } from '@folio/auth-server';
import { orderForms } from '@folio/order-forms-server/schema';
import type { InstalmentState, OrderState, TransactionState } from '@folio/orders-contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Orders that hold or own their stock: one per cart at most. */
export const LIVE_ORDER_STATUSES = ['pending_payment', 'paid', 'deposit_paid'] as const satisfies readonly OrderState[];

/**
 * An order: one cart of one seller's form, placed by a signed-in reader, paid in full or by a
 * deposit and instalments. Money is integer minor units of `currency`; `total = subtotal -
 * discount + shipping`. The terms, policies and lines are snapshots of what the buyer accepted: a
 * later edit of the form never changes them. `first_payment_minor` is what the placement charges
 * (the total, or the deposit); `payment_id` is that payment at the provider. `paid_minor` counts
 * succeeded charges, `refunded_minor` succeeded refunds.
 *
 * The cart, form, seller and event are referred to by id: the cart keeps its row (status
 * `ordered`), and the catalog is never joined across scopes.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    cartId: uuid('cart_id').notNull(),
    cartUid: text('cart_uid').notNull(),
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id),
    sellerId: uuid('seller_id').notNull(),
    eventId: uuid('event_id'),
    /** Written only by `transitionOrder` (orders.lifecycle.ts), along ORDER_LIFECYCLE. */
    status: text('status').$type<OrderState>().notNull().default('pending_payment'),
    paymentMode: text('payment_mode').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    firstPaymentMinor: integer('first_payment_minor').notNull(),
    paidMinor: integer('paid_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    shippingRateId: uuid('shipping_rate_id'),
    shippingAddressId: uuid('shipping_address_id'),
    shippingName: text('shipping_name'),
    terms: text('terms').notNull(),
    refundPolicy: text('refund_policy').notNull(),
    depositPolicy: text('deposit_policy'),
    instalmentPolicy: text('instalment_policy'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** The form's policies at purchase. */
    cancelPolicy: text('cancel_policy').notNull(),
    missedPaymentOutcome: text('missed_payment_outcome').notNull(),
    /** The provider's payment of the placement (full or deposit). */
    paymentId: text('payment_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    /** The Idempotency-Key of the placement: a retry with it resumes this order, another key meets it pending. */
    placementKey: text('placement_key').notNull(),
    /** An unpaid order keeps its stock until then, and expires after. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending_payment', 'paid', 'deposit_paid', 'cancelled', 'expired', 'abandoned', 'refunded', 'defaulted')`,
    ),
    check('orders_mode_check', sql`${t.paymentMode} in ('full', 'deposit')`),
    check('orders_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'orders_money_check',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.shippingMinor} and ${t.totalMinor} >= 0`,
    ),
    check('orders_first_payment_check', sql`${t.firstPaymentMinor} >= 0 and ${t.firstPaymentMinor} <= ${t.totalMinor}`),
    check(
      'orders_paid_check',
      sql`${t.paidMinor} >= 0 and ${t.paidMinor} <= ${t.totalMinor} and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.paidMinor}`,
    ),
    check('orders_cancel_policy_check', sql`${t.cancelPolicy} in ('refund_all', 'keep_deposit', 'no_cancel')`),
    check('orders_missed_outcome_check', sql`${t.missedPaymentOutcome} in ('cancel_order', 'keep_paid')`),
    /** One live order per cart, whatever races: the second placement fails on this index. */
    uniqueIndex('orders_cart_live_unique')
      .on(t.cartId)
      .where(sql`${t.status} in ('pending_payment', 'paid', 'deposit_paid')`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_user_event_idx').on(t.userId, t.eventId),
    index('orders_pending_idx').on(t.paymentExpiresAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

export interface OrderLineChoiceSnapshot {
  product_title: string;
  variant_name: string;
}

/** A line as bought: titles, choices and prices copied; the product/bundle ids return stock on a cancel. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    bundleId: uuid('bundle_id'),
    title: text('title').notNull(),
    variantName: text('variant_name'),
    choices: jsonb('choices').$type<OrderLineChoiceSnapshot[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
  },
  (t) => [
    check('order_lines_kind_check', sql`num_nonnulls(${t.productId}, ${t.bundleId}) = 1`),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check('order_lines_money_check', sql`${t.unitMinor} >= 0 and ${t.totalMinor} = ${t.unitMinor} * ${t.quantity}`),
    index('order_lines_order_idx').on(t.orderId, t.position),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * A deposit order's instalments, written at purchase and never recomputed. `payment_id` is the
 * current attempt's provider payment; `attempts` counts charges tried (the scheduler's and early
 * payments); `early_attempt` is the number of the reader's current early payment (its key
 * `instalment-{id}-attempt-{n}`), the one every early-pay request answers while it is open;
 * `next_attempt_at` is when the scheduler tries next (the due date, then retries).
 */
export const instalments = pgTable(
  'instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** Written only by `transitionInstalment`, along INSTALMENT_LIFECYCLE. */
    status: text('status').$type<InstalmentState>().notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    earlyAttempt: integer('early_attempt'),
    paymentId: text('payment_id'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('instalments_status_check', sql`${t.status} in ('scheduled', 'paid', 'failed', 'cancelled')`),
    check('instalments_amount_check', sql`${t.amountMinor} >= 1`),
    check('instalments_sequence_check', sql`${t.sequence} >= 1`),
    uniqueIndex('instalments_order_sequence_unique').on(t.orderId, t.sequence),
    index('instalments_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

export type InstalmentRow = typeof instalments.$inferSelect;

/**
 * Money that moved, or tried to. A succeeded charge is recorded once per provider payment (the
 * unique index is what makes the paid transition happen once); a refund once per provider refund.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id').references(() => instalments.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** A refund's `pending` settles only by `transitionTransaction`, along TRANSACTION_LIFECYCLE. */
    status: text('status').$type<TransactionState>().notNull(),
    method: text('method'),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transactions_kind_check', sql`${t.kind} in ('charge', 'refund', 'failure')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('transactions_amount_check', sql`${t.amountMinor} >= 0`),
    uniqueIndex('transactions_charge_payment_unique').on(t.providerPaymentId).where(sql`${t.kind} = 'charge'`),
    uniqueIndex('transactions_refund_unique').on(t.providerRefundId).where(sql`${t.kind} = 'refund'`),
    index('transactions_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;

/** One pickup code per reader per event, across every seller they ordered from there. */
export const eventPickupCodes = pgTable(
  'event_pickup_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);
