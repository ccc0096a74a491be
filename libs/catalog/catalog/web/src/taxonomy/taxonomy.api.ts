import {
  catalogPaths,
  CategoryList,
  CollectionList,
  CollectionResponse,
  ListingResponse,
} from '@folio/catalog-contract';
import type { CallOptions, CatalogHttp } from '../shared/catalog-http';

export function fetchCategories(http: CatalogHttp, call: CallOptions = {}): Promise<CategoryList> {
  return http.get(catalogPaths.categories(), { ...call, schema: CategoryList });
}

export function fetchCollections(http: CatalogHttp, call: CallOptions = {}): Promise<CollectionList> {
  return http.get(catalogPaths.collections(), { ...call, schema: CollectionList });
}

export function fetchCollection(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<CollectionResponse> {
  return http.get(catalogPaths.collection(slug), { ...call, schema: CollectionResponse });
}

/** A category or a collection by slug, for `/c/{slug}/events`. */
export function fetchListing(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<ListingResponse> {
  return http.get(catalogPaths.listing(slug), { ...call, schema: ListingResponse });
}
