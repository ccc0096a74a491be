import type { Database } from '@folio/db';

/** What the catalog needs from the shell: the database and the clock (tests pass a fixed one). */
export interface CatalogDeps {
  db: Database;
  now?: () => Date;
}
