import { defineLifecycle, type StateOf, type TransitionOf } from '@folio/lifecycle';

/**
 * An order, from placement to its last state: the one table its status is written from (the
 * orders server's `transitionOrder`), the web's labels and the documentation's diagram.
 */
export const ORDER_LIFECYCLE = defineLifecycle({
  name: 'Order',
  initial: 'pending_payment',
  states: {
    pending_payment: {
      label: 'Awaiting payment',
      meaning: 'Placed: its stock and coupon use are held while the reader pays (30 minutes).',
    },
    paid: { label: 'Paid', meaning: 'Paid in full.' },
    deposit_paid: {
      label: 'Deposit paid',
      meaning: 'The deposit is paid; the instalments are charged on their due dates.',
    },
    cancelled: { label: 'Cancelled', meaning: 'Cancelled; what was paid is being refunded.' },
    expired: {
      label: 'Expired',
      meaning: 'Not paid in time: its stock and coupon use went back.',
      final: true,
    },
    abandoned: {
      label: 'Given up',
      meaning: 'The reader gave it up before paying: its stock and coupon use went back, its cart is open again.',
      final: true,
    },
    refunded: { label: 'Refunded', meaning: 'Cancelled, and everything paid was refunded.', final: true },
    defaulted: {
      label: 'Closed: payment missed',
      meaning: 'An instalment stayed unpaid and the form keeps what was paid.',
      final: true,
    },
  },
  transitions: {
    pay: { from: ['pending_payment'], to: 'paid', trigger: 'The provider confirms the full payment' },
    pay_deposit: { from: ['pending_payment'], to: 'deposit_paid', trigger: 'The provider confirms the deposit' },
    expire: { from: ['pending_payment'], to: 'expired', trigger: 'Its payment window ends unpaid' },
    give_up: { from: ['pending_payment'], to: 'abandoned', trigger: 'The reader gives it up before paying' },
    complete: { from: ['deposit_paid'], to: 'paid', trigger: 'Its last instalment is paid' },
    cancel: {
      from: ['paid', 'deposit_paid'],
      to: 'cancelled',
      trigger: 'The reader cancels under the form’s policy, or a missed instalment’s outcome cancels it',
    },
    default: {
      from: ['deposit_paid'],
      to: 'defaulted',
      trigger: 'An instalment stays unpaid after its retries and the form keeps what was paid',
    },
    refund: {
      from: ['cancelled'],
      to: 'refunded',
      trigger: 'The last refund of a cancelled order succeeds: everything paid is back',
    },
  },
});
export type OrderTransition = TransitionOf<typeof ORDER_LIFECYCLE>;
export type OrderState = StateOf<typeof ORDER_LIFECYCLE>;

/** A deposit order's instalment. */
export const INSTALMENT_LIFECYCLE = defineLifecycle({
  name: 'Instalment',
  initial: 'scheduled',
  states: {
    scheduled: { label: 'Scheduled', meaning: 'Charged on its due date (and retried), or paid early by the reader.' },
    failed: {
      label: 'Failed',
      meaning: 'Its charges were declined after every retry; the form’s outcome closed the order.',
    },
    paid: { label: 'Paid', meaning: 'Paid.', final: true },
    cancelled: { label: 'Cancelled', meaning: 'Its order was cancelled: it is never charged.', final: true },
  },
  transitions: {
    pay: {
      from: ['scheduled', 'failed'],
      to: 'paid',
      trigger: 'The scheduler’s charge or the reader’s early payment succeeds',
    },
    fail: {
      from: ['scheduled'],
      to: 'failed',
      trigger: 'Its last retry is declined and the form keeps what was paid',
    },
    cancel: {
      from: ['scheduled'],
      to: 'cancelled',
      trigger: 'Its order is cancelled, or an earlier instalment’s missed payment closes the plan',
    },
  },
});
export type InstalmentTransition = TransitionOf<typeof INSTALMENT_LIFECYCLE>;
export type InstalmentState = StateOf<typeof INSTALMENT_LIFECYCLE>;

/**
 * Money that moved or tried to: a charge or a failure is recorded as it happened (`succeeded`,
 * `failed`); a refund is recorded `pending` before it is sent, then settles.
 */
export const TRANSACTION_LIFECYCLE = defineLifecycle({
  name: 'Transaction',
  initial: 'pending',
  states: {
    pending: { label: 'Pending', meaning: 'A refund recorded before it is sent to the provider.' },
    succeeded: { label: 'Succeeded', meaning: 'The money moved.', final: true },
    failed: { label: 'Failed', meaning: 'The provider refused it.', final: true },
  },
  transitions: {
    settle: { from: ['pending'], to: 'succeeded', trigger: 'The provider confirms the refund' },
    fail: { from: ['pending'], to: 'failed', trigger: 'The provider refuses the refund' },
  },
});
export type TransactionTransition = TransitionOf<typeof TRANSACTION_LIFECYCLE>;
export type TransactionState = StateOf<typeof TRANSACTION_LIFECYCLE>;
