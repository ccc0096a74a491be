import type { CatalogDeps } from '@folio/catalog-kit-server';
import type { BookOffer } from '@folio/people-contract';
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
 * A seller's open public stores (order forms), as SQL over the stores' owner's tables. Profiles
 * show the count, and each book where it is sold; the owner (commerce's `catalogStoresPort` of
 * `@folio/order-forms-server`, which fits this by shape) implements it and the shell passes it in.
 */
export interface SellerStoresPort {
  openCount(sellerId: SQL, now: Date): SQL<number>;
  /**
   * Where the book is sold now, as a JSON object of the contract's `BookOffer` shape (or null):
   * the open public store selling it that closes soonest, and the book's price there.
   */
  bookOffer(bookId: SQL, now: Date): SQL<BookOffer | null>;
}

/** What the people domain needs from the shell. */
export interface PeopleDeps extends CatalogDeps {
  events: PeopleEventsPort;
  stores: SellerStoresPort;
}
