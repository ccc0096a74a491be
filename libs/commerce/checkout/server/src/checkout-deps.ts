import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import type { PaymentProvider } from '@folio/payments-server';
import type { CrashPoint, Logger } from '@folio/server-kit';

/**
 * The key of the test-only switches on `CheckoutDeps` (see `CheckoutTestSwitches`). Exported from
 * `@folio/checkout-server/testing` alone, so no shell can set them without importing test code.
 */
export const TEST_ONLY_SWITCHES: unique symbol = Symbol('checkout: test-only switches');

/**
 * Tests only. A retried checkout is safe twice over: the Idempotency-Key claim (`idempotent`)
 * answers a repeat of the key with the first answer, and the placement itself, under the cart's
 * row lock, resumes the cart's order placed with that key. The R4 suite switches one of them off
 * to show that the other holds alone (and both off to show that the suite notices).
 */
export interface CheckoutTestSwitches {
  /** Every request runs the placement, without claiming its Idempotency-Key first. */
  skipIdempotencyClaim?: boolean;
  /** The placement never resumes the cart's order by its key: a repeat meets it as any other attempt would. */
  skipPlacementResume?: boolean;
}

/** What checkout needs from the shell. */
export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  /** Sellers' and events' names (commerce never imports the catalog). */
  catalog: CatalogRefsPort;
  /** The shared mail queue; `defineCheckoutMail` registers checkout's templates on it. */
  mail: MailQueue;
  now?: () => Date;
  logger?: Logger;
  /**
   * This server process (`openServerInstance` of @folio/db): idempotency claims record it, and a
   * claim of a process known to be gone is taken over at once. Without it, after a time-out.
   */
  instance?: ServerInstance;
  /** Named moments where tests kill the process (`CHECKOUT_CRASH_POINTS`); never armed in production. */
  crash?: CrashPoint;
  /** Tests only (`CheckoutTestSwitches`); the shells never set it. */
  [TEST_ONLY_SWITCHES]?: CheckoutTestSwitches;
}

/** How long a placed order keeps its stock waiting for its first payment. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/**
 * Where a test may kill the process mid-checkout (R13), each one line in the code: after the
 * placement commits and before the provider payment exists; after the payment exists and before
 * the order records it; after the paid transition commits and before the answer; after expiry
 * cancelled the payment and before the order expires; after the scheduler's off-session charge and
 * before it is recorded.
 */
export const CHECKOUT_CRASH_POINTS = [
  'placement.after-order',
  'placement.after-payment',
  'payment.after-paid',
  'expiry.after-cancel',
  'instalments.after-charge',
] as const;
export type CheckoutCrashPoint = (typeof CHECKOUT_CRASH_POINTS)[number];
