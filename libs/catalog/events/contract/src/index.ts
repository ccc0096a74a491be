// Public API of @folio/events-contract: events, their taxonomy, attending and sellers' stores on the wire.
export {
  Category,
  Collection,
  Listing,
  CategoryRef,
  CollectionRef,
  COLLECTION_SLUGS,
} from './taxonomy.schema.js';
export { OrderFormSummary, SellerRef, SellerKind, SELLER_KINDS, EventRef } from './order-form.schema.js';
export { EventSummary, EventStatus, Venue, VirtualLocation } from './event.schema.js';
export { EventDetail } from './event-detail.schema.js';
export { ReaderProfile, READER_PAGE_EVENTS } from './reader-profile.schema.js';
export { EventListQuery, EVENT_SORTS, OrderFormListQuery, ORDER_FORM_SORTS } from './event-query.schema.js';
export {
  EventList,
  EventDetailResponse,
  ReaderProfileResponse,
  OrderFormList,
  CategoryList,
  CategoryResponse,
  CollectionList,
  CollectionResponse,
  ListingResponse,
} from './responses.schema.js';
export { eventPaths } from './paths.js';
export { collectionPageHead, eventPageHead, listingPageHead, readerPageHead } from './event-page-head.js';
