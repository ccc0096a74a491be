import type { Database } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import type { PaymentProvider } from '@folio/payments-server';
import type { CrashPoint, Logger } from '@folio/server-kit';

/** What the orders domain needs from the shell. */
export interface OrdersDeps {
  db: Database;
  /** Sellers' and events' names, from the catalog (commerce never imports it). */
  catalog: CatalogRefsPort;
  /** Refunds go through it (cancelling). */
  provider: PaymentProvider;
  /** The shared mail queue: `defineOrdersMail` registers the templates. */
  mail?: MailQueue;
  /**
   * Whether an instalment of the order is being charged right now (the scheduler's live lease,
   * `instalmentChargeInFlight` of @folio/checkout-server, passed in by the shell: orders never
   * imports checkout). Asked under the order's row lock; a cancel meanwhile answers 409.
   */
  chargeInFlight?: (tx: Database, orderId: string, at: Date) => Promise<boolean>;
  now?: () => Date;
  logger?: Logger;
  /** Named moments where tests kill the process (`ORDERS_CRASH_POINTS`); never armed in production. */
  crash?: CrashPoint;
}

/** Where a test may kill the process (R13): after a cancel's refund at the provider, before it is recorded. */
export const ORDERS_CRASH_POINTS = ['cancel.after-refund'] as const;
export type OrdersCrashPoint = (typeof ORDERS_CRASH_POINTS)[number];
