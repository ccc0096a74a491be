import type { EventListParams } from '../events/events.api';
import { GRID_PAGE_SIZE } from '../shared/search-params';
import type { AuthorListParams, OrderFormListParams, VendorListParams } from './people.api';
import type { AuthorsSearch, StoresSearch, VendorsSearch } from './people-search';

/** The API query behind /authors for that address. */
export function authorsListParams(search: AuthorsSearch): AuthorListParams {
  return { genre: search.genre, q: search.q, page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}

/** The API query behind /vendors for that address. */
export function vendorsListParams(search: VendorsSearch): VendorListParams {
  return { kind: search.kind, q: search.q, page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}

/** Order forms per page of a seller's stores. */
export const STORES_PAGE_SIZE = 12;

/** The API query behind a seller's stores view. */
export function storesListParams(search: StoresSearch): OrderFormListParams {
  return { status: search.status ?? 'open', page: search.page ?? 1, per_page: STORES_PAGE_SIZE };
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
