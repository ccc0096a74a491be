// Public API of @folio/events: the screens of events (lists, themed listings, an event's overview,
// store and attending views, a reader's page, a seller's stores and upcoming events), their data
// access, the search params of their routes, and the cards other catalog screens show.

// Data access: query keys and options (route loaders call ensureQueryData with these).
export { fetchEvents, fetchEvent, fetchEventReaders, fetchReader } from './events.api';
export type { EventListParams, ReaderListParams } from './events.api';
// Page loaders that draw a first visit from the HTML's page data (no query client).
export { loadEvent, loadReader, loadCollectionPage, loadListingPage, loadVirtualSigningsPage } from './events.load';
export {
  eventKeys,
  eventListQueryOptions,
  eventQueryOptions,
  eventReadersQueryOptions,
} from './events.queries';
export { fetchCategories, fetchCollections, fetchCollection, fetchListing } from './taxonomy.api';
export {
  taxonomyKeys,
  categoriesQueryOptions,
  collectionsQueryOptions,
} from './taxonomy.queries';
export { fetchSellerOrderForms } from './stores.api';
export type { OrderFormListParams, SellerKindPath } from './stores.api';
export { storeKeys, sellerOrderFormsQueryOptions } from './stores.queries';

// Route search params (valibot, for `validateSearch`) and the API queries they stand for.
export { EventsSearch, ListingSearch } from './events-search';
export { StoresSearch } from './stores-search';
export {
  eventsListParams,
  virtualSigningsParams,
  collectionEventsParams,
  listingEventsParams,
  attendingParams,
  authorEventsParams,
  vendorEventsParams,
  ATTENDING_PAGE_SIZE,
  PROFILE_EVENTS,
} from './events.params';
export { storesListParams, STORES_PAGE_SIZE } from './stores.params';

// Pages and their head (title and share metadata).
export { eventsHead, eventHead, virtualSigningsHead, collectionHead, listingHead, readerHead } from './events.head';
export { EventsPage } from './events-page';
export { LazyEventsPage, prefetchEventsPage } from './lazy-events-page';
export type { NearCountry } from './lazy-events-page';
export { VirtualSigningsPage, CollectionPage, ListingEventsPage } from './listing-pages';
export { EventLayout } from './event-layout';
export { EventOverview } from './event-overview';
export { EventStore } from './event-store';
export type { EventStoreProps } from './event-store';
export { LazyEventAttending, prefetchEventAttending } from './lazy-event-attending';
export { ReaderPage } from './reader-page';
export { LazySellerStores, prefetchSellerStores } from './lazy-seller-stores';
export type { SellerStoresProps } from './seller-stores';
export {
  LazyAuthorUpcomingEvents,
  LazyVendorUpcomingEvents,
  prefetchSellerUpcomingEvents,
} from './lazy-seller-upcoming-events';

// Pieces other screens show.
export { EventCard, EventGrid } from './event-card';
export {
  EventGridSkeleton,
  OrderFormListSkeleton,
  EventListingPageSkeleton,
  EventAttendingSkeleton,
  SellerStoresSkeleton,
} from './event-skeletons';
export type { EventCardProps } from './event-card';
export { OrderFormCard, OrderFormList, priceRange, depositTerms } from './order-form-card';
export { formatEventRange, formatEventDay, formatEventTime, readerTimeZone } from './event-time';
export { eventPlace } from './event-format';
