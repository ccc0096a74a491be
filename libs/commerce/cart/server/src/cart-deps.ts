import type { Database } from '@folio/db';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import type { Logger } from '@folio/server-kit';

/** What the cart domain needs from the shell. */
export interface CartDeps {
  db: Database;
  /** A form's seller and event, from the catalog (commerce never imports it). */
  catalog: CatalogRefsPort;
  /** The clock: holds, validity windows and close dates are read against it. */
  now?: () => Date;
  /** `Secure` on the `sess_id` cookie (production, HTTPS). */
  secureCookies: boolean;
  logger?: Logger;
}
