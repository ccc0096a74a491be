import type { Database } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import type { PaymentProvider } from '@folio/payments-server';
import type { Logger } from '@folio/server-kit';

/** What the orders domain needs from the shell. */
export interface OrdersDeps {
  db: Database;
  /** Sellers' and events' names, from the catalog (commerce never imports it). */
  catalog: CatalogRefsPort;
  /** Refunds go through it (cancelling). */
  provider: PaymentProvider;
  /** The shared mail queue: `defineOrdersMail` registers the templates. */
  mail?: MailQueue;
  now?: () => Date;
  logger?: Logger;
}
