// Public API of @folio/catalog-contract: the catalog's wire shapes, queries and paths.
export {
  Id,
  Slug,
  SLUG_PATTERN,
  MAX_SLUG_LENGTH,
  IsoDateTime,
  IsoDate,
  CountryCode,
  CurrencyCode,
  Url,
  SocialLink,
  single,
} from './common.schema.js';
export { GENRES, GENRE_SLUGS, Genre } from './genre.schema.js';
export {
  Category,
  Collection,
  Listing,
  CategoryRef,
  CollectionRef,
  COLLECTION_SLUGS,
} from './taxonomy.schema.js';
export { Book, BookFormat, BOOK_FORMATS, PersonRef } from './book.schema.js';
export {
  OrderFormSummary,
  SellerRef,
  SellerKind,
  SELLER_KINDS,
  EventRef,
} from './order-form.schema.js';
export { EventSummary, EventStatus, Venue, VirtualLocation } from './event.schema.js';
export { EventDetail } from './event-detail.schema.js';
export {
  AuthorSummary,
  AuthorProfile,
  VendorSummary,
  VendorProfile,
  VendorKind,
  VENDOR_KINDS,
  ReaderSummary,
  ReaderProfile,
  READER_PAGE_EVENTS,
} from './person.schema.js';
export { SearchResults, SEARCH_KINDS } from './search.schema.js';
export {
  SavedKind,
  SAVED_KINDS,
  SavedItem,
  SavedList,
  SavedTargetParams,
  GuestSave,
  MergeSavedInput,
  MergeSavedResult,
  MAX_SAVED_ITEMS,
} from './saved.schema.js';
export {
  EventListQuery,
  EVENT_SORTS,
  AuthorListQuery,
  AUTHOR_SORTS,
  VendorListQuery,
  VENDOR_SORTS,
  ReaderListQuery,
  READER_SORTS,
  OrderFormListQuery,
  ORDER_FORM_SORTS,
  SearchQuery,
  MAX_SEARCH_LIMIT,
  DEFAULT_SEARCH_LIMIT,
  MAX_QUERY_LENGTH,
} from './query.schema.js';
export {
  EventList,
  EventDetailResponse,
  AuthorList,
  AuthorProfileResponse,
  VendorList,
  VendorProfileResponse,
  ReaderList,
  ReaderProfileResponse,
  OrderFormList,
  CategoryList,
  CategoryResponse,
  CollectionList,
  CollectionResponse,
  ListingResponse,
  SearchResponse,
} from './responses.schema.js';
export { catalogPaths, CATALOG_BASE_PATH } from './paths.js';
