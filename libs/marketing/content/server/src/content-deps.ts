import type { RelatedAuthor, RelatedEvent } from '@folio/content-contract';
import type { Database } from '@folio/db';

/**
 * What content reads of the catalog: the public pages a post names, by slug. The shell implements
 * it over the catalog's domains (marketing may read the catalog; the catalog never reads content).
 */
export interface ContentCatalogPort {
  authorsBySlugs(slugs: readonly string[]): Promise<RelatedAuthor[]>;
  eventsBySlugs(slugs: readonly string[]): Promise<RelatedEvent[]>;
}

/** A catalog with nothing in it: posts show no related pages (tests, or content served alone). */
export const noCatalogPort: ContentCatalogPort = { authorsBySlugs: async () => [], eventsBySlugs: async () => [] };

export interface ContentDeps {
  db: Database;
  now?: () => Date;
  catalog?: ContentCatalogPort;
}
