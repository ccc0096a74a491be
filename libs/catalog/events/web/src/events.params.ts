import { GRID_PAGE_SIZE } from '@folio/catalog-kit';
import type { Listing } from '@folio/events-contract';
import type { EventListParams, ReaderListParams } from './events.api';
import type { EventsSearch, ListingSearch } from './events-search';

/**
 * The API query behind /events for that address; `near` (the reader's country) puts the upcoming
 * events there first. Past events keep their plain order.
 */
export function eventsListParams(search: EventsSearch, near?: string | null): EventListParams {
  const when = search.when ?? 'upcoming';
  return {
    when,
    ...(near && when === 'upcoming' ? { near } : {}),
    category: search.category,
    collection: search.collection,
    city: search.city,
    virtual: search.virtual,
    page: search.page ?? 1,
    per_page: GRID_PAGE_SIZE,
  };
}

/** Whether the address narrows /events beyond upcoming or past. */
export function hasEventFilters(search: EventsSearch): boolean {
  return Boolean(search.category || search.collection || search.city || search.virtual !== undefined);
}

/** /virtual-signings: upcoming virtual events. */
export function virtualSigningsParams(search: ListingSearch): EventListParams {
  return { virtual: true, when: 'upcoming', page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}

/** A themed page's events (`/besties`, …). */
export function collectionEventsParams(slug: string, search: ListingSearch): EventListParams {
  return { collection: slug, when: 'upcoming', page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}

/** `/c/{slug}/events`: the events of a category or a collection, whichever the slug is. */
export function listingEventsParams(listing: Listing, search: ListingSearch): EventListParams {
  const filter = listing.kind === 'category' ? { category: listing.slug } : { collection: listing.slug };
  return { ...filter, when: 'upcoming', page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}

/** Readers per page of the attending view. */
export const ATTENDING_PAGE_SIZE = 24;

/** The API query behind an event's attending view. */
export function attendingParams(search: ListingSearch): ReaderListParams {
  return { page: search.page ?? 1, per_page: ATTENDING_PAGE_SIZE };
}

/** How many upcoming events a profile's overview shows. */
export const PROFILE_EVENTS = 8;

/** The upcoming events an author's overview lists. */
export function authorEventsParams(slug: string): EventListParams {
  return { author: slug, when: 'upcoming', per_page: PROFILE_EVENTS };
}

/** The upcoming events a vendor's overview lists. */
export function vendorEventsParams(slug: string): EventListParams {
  return { vendor: slug, when: 'upcoming', per_page: PROFILE_EVENTS };
}
