import type { CatalogDeps } from '@folio/catalog-kit-server';
import type { SQL } from 'drizzle-orm';

/** Who attends events, by the people table they come from. */
export type AttendeeKind = 'author' | 'vendor' | 'reader';

/**
 * What people's lists and pages need to know about events, as SQL over the events domain's own
 * tables: counts a list can sort on and filters it can page through, in the same statement. People
 * never reads an events table; the events domain implements this port (`peopleEventsPort` of
 * `@folio/events-server`) and the shell passes it in.
 */
export interface PeopleEventsPort {
  /** How many events, not yet ended at `now`, the person attends. */
  upcomingCount(kind: AttendeeKind, personId: SQL, now: Date): SQL<number>;
  /** How many events, ended before `now`, the person attended. */
  pastCount(kind: AttendeeKind, personId: SQL, now: Date): SQL<number>;
  /** True when the person attends the event with this slug or id. */
  attends(kind: AttendeeKind, personId: SQL, event: { slug: string } | { id: string }): SQL;
}

/**
 * A seller's open public stores (order forms), as SQL over the stores' owner's table. Profiles
 * show the count; the owner implements the port and the shell passes it in.
 */
export interface SellerStoresPort {
  openCount(sellerId: SQL, now: Date): SQL<number>;
}

/** What the people domain needs from the shell. */
export interface PeopleDeps extends CatalogDeps {
  events: PeopleEventsPort;
  stores: SellerStoresPort;
}
