import type { CallOptions, CatalogHttp } from '@folio/catalog-kit';
import { CategoryList, CollectionList, CollectionResponse, eventPaths, ListingResponse } from '@folio/events-contract';

export function fetchCategories(http: CatalogHttp, call: CallOptions = {}): Promise<CategoryList> {
  return http.get(eventPaths.categories(), { ...call, schema: CategoryList });
}

export function fetchCollections(http: CatalogHttp, call: CallOptions = {}): Promise<CollectionList> {
  return http.get(eventPaths.collections(), { ...call, schema: CollectionList });
}

export function fetchCollection(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<CollectionResponse> {
  return http.get(eventPaths.collection(slug), { ...call, schema: CollectionResponse });
}

/** A category or a collection by slug, for `/c/{slug}/events`. */
export function fetchListing(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<ListingResponse> {
  return http.get(eventPaths.listing(slug), { ...call, schema: ListingResponse });
}
