import { CATALOG_BASE_PATH as base, pathSegment as seg, versionQuery } from '@folio/catalog-kit-contract';

/** URL paths of the people API (authors, vendors, readers, their books and avatars). */
export const peoplePaths = {
  authors: () => `${base}/authors`,
  author: (slug: string) => `${base}/authors/${seg(slug)}`,
  vendors: () => `${base}/vendors`,
  vendor: (slug: string) => `${base}/vendors/${seg(slug)}`,
  readers: () => `${base}/readers`,
  /** Generated pictures; `version` (the server's key of what they show) makes the address cacheable for good. */
  bookCover: (bookId: string, version?: string) => `${base}/covers/books/${seg(bookId)}.svg${versionQuery(version)}`,
  avatar: (personId: string, version?: string) => `${base}/avatars/${seg(personId)}.svg${versionQuery(version)}`,
} as const;
