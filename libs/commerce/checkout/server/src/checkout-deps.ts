import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import type { PaymentProvider } from '@folio/payments-server';
import type { CrashPoint, Logger } from '@folio/server-kit';

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
export const CHECKOUT_CRASH_POINTS = ['placement.after-order', 'placement.after-payment', 'payment.after-paid', 'expiry.after-cancel', 'instalments.after-charge'] as const;
export type CheckoutCrashPoint = (typeof CHECKOUT_CRASH_POINTS)[number];
