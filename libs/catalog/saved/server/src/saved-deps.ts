import type { CatalogDeps } from '@folio/catalog-kit-server';
import type { EventReads } from '@folio/events-server';
import type { PeopleReads } from '@folio/people-server';

/**
 * What the saved domain needs from the shell: the database, the clock, and the events and people
 * domains' public reads (`eventReads`, `peopleReads`) to show a saved target's card.
 */
export interface SavedDeps extends CatalogDeps {
  events: EventReads;
  people: PeopleReads;
}
