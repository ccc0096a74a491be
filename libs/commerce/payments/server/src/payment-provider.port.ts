import type { PaymentState } from '@folio/payments-contract';
/**
 * The payments port: everything checkout, orders and the instalment scheduler ask of a card
 * processor. Two adapters implement it: the embedded provider (the offline default, a card
 * processor's test mode with its own tables, its own browser confirm API and signed notifications)
 * and the Stripe adapter (the official SDK). Money is integer minor units; currencies are ISO 4217
 * upper-case here (adapters convert). A payment is true only when `getPayment` says `succeeded`.
 */

/** A payment attempt's states: PAYMENT_LIFECYCLE in the payments contract. */
export type PaymentStatus = PaymentState;

export type PaymentMethodKind = 'card' | 'wallet';

/** Why the processor refused: `message` is the processor's own words, shown to the buyer as they are. */
export interface ProviderDecline {
  code: string;
  declineCode: string | null;
  message: string;
}

export interface Payment {
  /** The provider's id (`pi_…`). */
  id: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  customerId: string | null;
  /** The method it was (or is being) paid with, once the buyer chose one. */
  paymentMethodId: string | null;
  method: PaymentMethodKind | null;
  /** Handed to the browser's confirm step; never logged. */
  clientSecret: string;
  /** The last refusal, while the payment waits for another method. */
  lastError: ProviderDecline | null;
  amountRefundedMinor: number;
  metadata: Record<string, string>;
  createdAt: Date;
}

export interface SavedPaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  /** Card brand and last four digits, or the wallet's name: what a buyer recognises it by. */
  label: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface Refund {
  id: string;
  paymentId: string;
  amountMinor: number;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface CreatePaymentInput {
  amountMinor: number;
  currency: string;
  /** Required when `saveMethodForLater`: the method is attached to this customer. */
  customerId?: string;
  /** The same key always gives the same payment (a retried request creates nothing new). */
  idempotencyKey: string;
  description: string;
  /** Our references (order id, order number, instalment id): notifications carry them back. */
  metadata: Record<string, string>;
  /** Keep the method for later off-session charges (a deposit with instalments to come). */
  saveMethodForLater: boolean;
}

export interface ChargeSavedInput {
  amountMinor: number;
  currency: string;
  customerId: string;
  paymentMethodId: string;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface RefundInput {
  paymentId: string;
  /** Omitted: everything not refunded yet. */
  amountMinor?: number;
  idempotencyKey: string;
}

export const NOTIFICATION_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.requires_action',
  'payment.canceled',
  'refund.succeeded',
  'refund.failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A verified notification. Consumers de-duplicate by `id` and re-read the payment before acting. */
export interface PaymentNotification {
  id: string;
  type: NotificationType;
  createdAt: Date;
  paymentId: string;
  refundId: string | null;
  metadata: Record<string, string>;
}

/** What the browser's payment form needs: no secret key, ever. */
export type PaymentBrowserConfig = { provider: 'embedded' } | { provider: 'stripe'; publishableKey: string };

/** A notification that is not the provider's, or is older than the tolerance: answer 400 and do nothing. */
export class InvalidNotificationError extends Error {
  override readonly name = 'InvalidNotificationError';
}

/** The provider could not be reached or failed (5xx, timeout): the caller may try again with the same key. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/**
 * The provider refused the request itself (not a card decline): an unknown payment, a payment in a
 * state that does not allow it, a refund larger than what is left, an idempotency key reused with
 * other parameters. Retrying the same request gives the same answer. `code` is the provider's.
 */
export class PaymentRequestError extends Error {
  override readonly name = 'PaymentRequestError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Seconds a notification's signature stays valid (Stripe's default tolerance). */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

export interface PaymentProvider {
  readonly kind: 'embedded' | 'stripe';
  /** The provider's customer for one of our accounts, created once (idempotent by `userId`). */
  ensureCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createPayment(input: CreatePaymentInput): Promise<Payment>;
  getPayment(paymentId: string): Promise<Payment>;
  /** Cancels a payment not yet succeeded (an order that expired); a succeeded one is refunded instead. */
  cancelPayment(paymentId: string, idempotencyKey: string): Promise<Payment>;
  /**
   * An off-session charge of a saved method (an instalment). A decline is not thrown: it comes
   * back as a payment whose status is not `succeeded`, with `lastError`.
   */
  chargeSaved(input: ChargeSavedInput): Promise<Payment>;
  listSavedMethods(customerId: string): Promise<SavedPaymentMethod[]>;
  refund(input: RefundInput): Promise<Refund>;
  /** Verifies the signature (tolerance `NOTIFICATION_TOLERANCE_SECONDS`) and parses; throws `InvalidNotificationError`. */
  parseNotification(rawBody: string, signatureHeader: string | undefined, now?: Date): PaymentNotification;
  /** The header the provider signs notifications in (`Stripe-Signature`, `Folio-Signature`). */
  readonly signatureHeader: string;
  browserConfig(): PaymentBrowserConfig;
}

/**
 * Where a test may kill the process inside the embedded provider (R13), each one line in the code:
 * after the browser's confirmation (the charge, or its decline) commits and before it is answered;
 * after a notification reached the webhook and before its delivery is recorded.
 */
export const PAYMENTS_CRASH_POINTS = ['provider.after-charge', 'delivery.after-send'] as const;
export type PaymentsCrashPoint = (typeof PAYMENTS_CRASH_POINTS)[number];
