// Public API of @folio/people-contract: authors, vendors, readers and books on the wire.
export { GENRES, GENRE_SLUGS, Genre } from './genre.schema.js';
export { Book, BookFormat, BookOffer, BOOK_FORMATS, PersonRef } from './book.schema.js';
export {
  AuthorSummary,
  AuthorProfile,
  VendorSummary,
  VendorProfile,
  VendorKind,
  VENDOR_KINDS,
  ReaderSummary,
} from './person.schema.js';
export {
  AuthorListQuery,
  AUTHOR_SORTS,
  VendorListQuery,
  VENDOR_SORTS,
  ReaderListQuery,
  READER_SORTS,
} from './people-query.schema.js';
export {
  AuthorList,
  AuthorProfileResponse,
  VendorList,
  VendorProfileResponse,
  ReaderList,
} from './responses.schema.js';
export { peoplePaths } from './paths.js';
export { authorPageHead, vendorPageHead } from './people-page-head.js';
