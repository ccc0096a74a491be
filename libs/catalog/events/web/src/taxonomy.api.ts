import type { HttpClient } from '@folio/http';
import type { CallOptions } from '@folio/catalog-kit';
import { CategoryList, CollectionList, CollectionResponse, eventPaths, ListingResponse } from '@folio/events-contract';

export function fetchCategories(http: HttpClient, call: CallOptions = {}): Promise<CategoryList> {
  return http.get(eventPaths.categories(), { ...call, schema: CategoryList });
}

export function fetchCollections(http: HttpClient, call: CallOptions = {}): Promise<CollectionList> {
  return http.get(eventPaths.collections(), { ...call, schema: CollectionList });
}

export function fetchCollection(http: HttpClient, slug: string, call: CallOptions = {}): Promise<CollectionResponse> {
  return http.get(eventPaths.collection(slug), { ...call, schema: CollectionResponse });
}

/** A category or a collection by slug, for `/c/{slug}/events`. */
export function fetchListing(http: HttpClient, slug: string, call: CallOptions = {}): Promise<ListingResponse> {
  return http.get(eventPaths.listing(slug), { ...call, schema: ListingResponse });
}
