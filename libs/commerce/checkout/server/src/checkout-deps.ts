import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import type { PaymentProvider } from '@folio/payments-server';
import type { Logger } from '@folio/server-kit';

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
}

/** How long a placed order keeps its stock waiting for its first payment. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
