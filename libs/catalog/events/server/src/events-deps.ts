import type { CatalogDeps } from '@folio/catalog-kit-server';
import type { PeopleReads } from '@folio/people-server';

/**
 * What the events domain needs from the shell: the database, the clock and what it may read of
 * people (`peopleReads` of `@folio/people-server`, built with this domain's attendance port).
 */
export interface EventsDeps extends CatalogDeps {
  people: PeopleReads;
}
