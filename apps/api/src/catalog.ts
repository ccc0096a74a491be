import type { Database } from '@folio/db';
import {
  eventPageData,
  eventPageHeads,
  eventReads,
  eventSearch,
  eventsRoutes,
  peopleEventsPort,
  type EventsDeps,
} from '@folio/events-server';
import { catalogStoresPort } from '@folio/order-forms-server';
import {
  peoplePageData,
  peoplePageHeads,
  peopleReads,
  peopleRoutes,
  peopleSearch,
  type PeopleDeps,
} from '@folio/people-server';
import { savedRoutes } from '@folio/saved-server';
import { searchRoutes } from '@folio/search-server';
import type { PageDataRoute, PageHeadRoute } from '@folio/server-kit';

/**
 * The catalog's domains, wired and in mounting order. People learn what attending adds (counts,
 * `?event=`) through a port the events domain implements; events read people through
 * `peopleReads`; sellers' stores (order forms) belong to commerce, whose `catalogStoresPort` fits
 * the stores ports people and events declare (commerce never imports the catalog, so only this
 * shell joins them); search composes each domain's own search, and saved resolves its targets
 * through the events and people reads. No domain reads another's tables but through these.
 */
export function buildCatalog(db: Database, now?: () => Date) {
  const peopleDeps: PeopleDeps = { db, now, events: peopleEventsPort, stores: catalogStoresPort };
  const people = peopleReads(peopleDeps);
  const eventsDeps: EventsDeps = { db, now, people, stores: catalogStoresPort };
  return [
    peopleRoutes(peopleDeps),
    eventsRoutes(eventsDeps),
    searchRoutes({ events: eventSearch({ db, now }), ...peopleSearch(peopleDeps) }),
    savedRoutes({ db, now, events: eventReads({ db, now }), people }),
  ];
}

/** The catalog pages' heads for the served HTML (link previews), wired like the routes. */
export function catalogPageHeads(db: Database): PageHeadRoute[] {
  const { peopleDeps, eventsDeps } = catalogPageDeps(db);
  return [...eventPageHeads(eventsDeps), ...peoplePageHeads(peopleDeps)];
}

/** What the catalog's detail pages embed in their HTML for their first draw, with their heads. */
export function catalogPageData(db: Database): PageDataRoute[] {
  const { peopleDeps, eventsDeps } = catalogPageDeps(db);
  return [...eventPageData(eventsDeps), ...peoplePageData(peopleDeps)];
}

function catalogPageDeps(db: Database): { peopleDeps: PeopleDeps; eventsDeps: EventsDeps } {
  const peopleDeps: PeopleDeps = { db, events: peopleEventsPort, stores: catalogStoresPort };
  return { peopleDeps, eventsDeps: { db, people: peopleReads(peopleDeps), stores: catalogStoresPort } };
}
