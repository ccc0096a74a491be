/** URL paths of the catalog API; slugs and ids are encoded here so callers never build them. */
const seg = encodeURIComponent;
const base = '/api/catalog';

export const catalogPaths = {
  events: () => `${base}/events`,
  event: (slug: string) => `${base}/events/${seg(slug)}`,
  eventReaders: (slug: string) => `${base}/events/${seg(slug)}/readers`,
  authors: () => `${base}/authors`,
  author: (slug: string) => `${base}/authors/${seg(slug)}`,
  authorOrderForms: (slug: string) => `${base}/authors/${seg(slug)}/order-forms`,
  vendors: () => `${base}/vendors`,
  vendor: (slug: string) => `${base}/vendors/${seg(slug)}`,
  vendorOrderForms: (slug: string) => `${base}/vendors/${seg(slug)}/order-forms`,
  readers: () => `${base}/readers`,
  reader: (slug: string) => `${base}/readers/${seg(slug)}`,
  categories: () => `${base}/categories`,
  category: (slug: string) => `${base}/categories/${seg(slug)}`,
  collections: () => `${base}/collections`,
  collection: (slug: string) => `${base}/collections/${seg(slug)}`,
  /** A category or a collection by slug, for `/c/{slug}/events`. */
  listing: (slug: string) => `${base}/listings/${seg(slug)}`,
  search: () => `${base}/search`,
  saved: () => `${base}/saved`,
  savedItem: (kind: string, id: string) => `${base}/saved/${seg(kind)}/${seg(id)}`,
  savedMerge: () => `${base}/saved/merge`,
  bookCover: (bookId: string) => `${base}/covers/books/${seg(bookId)}.svg`,
  eventCover: (eventId: string) => `${base}/covers/events/${seg(eventId)}.svg`,
  avatar: (personId: string) => `${base}/avatars/${seg(personId)}.svg`,
} as const;

/** The prefix every catalog route shares. */
export const CATALOG_BASE_PATH = base;
