import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchCategories, fetchCollection, fetchCollections, fetchListing } from './taxonomy.api';

/** Query keys of categories, collections and listings. They change rarely, so they stay fresh longer. */
export const taxonomyKeys = {
  all: ['catalog', 'taxonomy'] as const,
  categories: () => [...taxonomyKeys.all, 'categories'] as const,
  collections: () => [...taxonomyKeys.all, 'collections'] as const,
  collection: (slug: string) => [...taxonomyKeys.collections(), slug] as const,
  listing: (slug: string) => [...taxonomyKeys.all, 'listings', slug] as const,
};

const TAXONOMY_STALE_MS = 10 * 60_000;

export function categoriesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: taxonomyKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(http, { signal }),
    staleTime: TAXONOMY_STALE_MS,
  });
}

export function collectionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: taxonomyKeys.collections(),
    queryFn: ({ signal }) => fetchCollections(http, { signal }),
    staleTime: TAXONOMY_STALE_MS,
  });
}

export function collectionQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: taxonomyKeys.collection(slug),
    queryFn: ({ signal }) => fetchCollection(http, slug, { signal }),
    staleTime: TAXONOMY_STALE_MS,
  });
}

export function listingQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: taxonomyKeys.listing(slug),
    queryFn: ({ signal }) => fetchListing(http, slug, { signal }),
    staleTime: TAXONOMY_STALE_MS,
  });
}
