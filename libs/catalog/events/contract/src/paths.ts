import { CATALOG_BASE_PATH as base, pathSegment as seg, versionQuery } from '@folio/catalog-kit-contract';

/** URL paths of the events API: events, taxonomy, attending, reader pages and sellers' stores. */
export const eventPaths = {
  events: () => `${base}/events`,
  event: (slug: string) => `${base}/events/${seg(slug)}`,
  eventReaders: (slug: string) => `${base}/events/${seg(slug)}/readers`,
  /** A reader's public page: the events they attend. */
  reader: (slug: string) => `${base}/readers/${seg(slug)}`,
  authorOrderForms: (slug: string) => `${base}/authors/${seg(slug)}/order-forms`,
  vendorOrderForms: (slug: string) => `${base}/vendors/${seg(slug)}/order-forms`,
  categories: () => `${base}/categories`,
  category: (slug: string) => `${base}/categories/${seg(slug)}`,
  collections: () => `${base}/collections`,
  collection: (slug: string) => `${base}/collections/${seg(slug)}`,
  /** A category or a collection by slug, for `/c/{slug}/events`. */
  listing: (slug: string) => `${base}/listings/${seg(slug)}`,
  /** The generated cover; `version` (the server's key of what it shows) makes the address cacheable for good. */
  eventCover: (eventId: string, version?: string) =>
    `${base}/covers/events/${seg(eventId)}.svg${versionQuery(version)}`,
} as const;
