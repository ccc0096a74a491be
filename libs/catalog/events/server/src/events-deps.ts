import type { CatalogDeps } from '@folio/catalog-kit-server';
import type { PeopleReads } from '@folio/people-server';
import type { EventStoresPort } from './stores.port.js';

/**
 * What the events domain needs from the shell: the database, the clock, what it may read of
 * people (`peopleReads` of `@folio/people-server`, built with this domain's attendance port) and
 * sellers' stores (`EventStoresPort`, implemented by the stores' owner in commerce).
 */
export interface EventsDeps extends CatalogDeps {
  people: PeopleReads;
  stores: EventStoresPort;
}
