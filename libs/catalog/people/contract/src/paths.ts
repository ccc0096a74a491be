import { CATALOG_BASE_PATH as base, pathSegment as seg } from '@folio/catalog-kit-contract';

/** URL paths of the people API (authors, vendors, readers, their books and avatars). */
export const peoplePaths = {
  authors: () => `${base}/authors`,
  author: (slug: string) => `${base}/authors/${seg(slug)}`,
  vendors: () => `${base}/vendors`,
  vendor: (slug: string) => `${base}/vendors/${seg(slug)}`,
  readers: () => `${base}/readers`,
  bookCover: (bookId: string) => `${base}/covers/books/${seg(bookId)}.svg`,
  avatar: (personId: string) => `${base}/avatars/${seg(personId)}.svg`,
} as const;
