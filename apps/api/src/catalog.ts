import type { Database } from '@folio/db';
import { eventPageHeads, eventReads, eventSearch, eventsRoutes, peopleEventsPort, sellerStoresPort } from '@folio/events-server';
import { peoplePageHeads, peopleReads, peopleRoutes, peopleSearch, type PeopleDeps } from '@folio/people-server';
import { savedRoutes } from '@folio/saved-server';
import { searchRoutes } from '@folio/search-server';
import type { PageHeadRoute } from '@folio/server-kit';

/**
 * The catalog's domains, wired and in mounting order. People learn what attending adds (counts,
 * `?event=`) and a seller's open stores through ports the events domain implements; events read
 * people through `peopleReads`; search composes each domain's own search, and saved resolves its
 * targets through the events and people reads. No catalog domain reads another's tables but
 * through these.
 */
export function buildCatalog(db: Database) {
  const peopleDeps: PeopleDeps = { db, events: peopleEventsPort, stores: sellerStoresPort };
  const people = peopleReads(peopleDeps);
  return [
    peopleRoutes(peopleDeps),
    eventsRoutes({ db, people }),
    searchRoutes({ events: eventSearch({ db }), ...peopleSearch(peopleDeps) }),
    savedRoutes({ db, events: eventReads({ db }), people }),
  ];
}

/** The catalog pages' heads for the served HTML (link previews), wired like the routes. */
export function catalogPageHeads(db: Database): PageHeadRoute[] {
  const peopleDeps: PeopleDeps = { db, events: peopleEventsPort, stores: sellerStoresPort };
  return [...eventPageHeads({ db, people: peopleReads(peopleDeps) }), ...peoplePageHeads(peopleDeps)];
}
