// Public API of @folio/catalog: the catalog's screens (events, authors, vendors, readers, themed
// listings, search and saved items), their data access and the search params of their routes.

// Data access: the http seam, query keys and options (route loaders call ensureQueryData with these).
export { useCatalogHttp, errorStatusOf } from './shared/catalog-http';
export type { CatalogHttp, CatalogRouterContext, CallOptions } from './shared/catalog-http';
export { fetchEvents, fetchEvent, fetchEventReaders } from './events/events.api';
export type { EventListParams, ReaderListParams } from './events/events.api';
export { eventKeys, eventListQueryOptions, eventQueryOptions, eventReadersQueryOptions } from './events/events.queries';
export {
  fetchAuthors,
  fetchAuthor,
  fetchVendors,
  fetchVendor,
  fetchSellerOrderForms,
  fetchReader,
} from './people/people.api';
export type { AuthorListParams, VendorListParams, OrderFormListParams, SellerKindPath } from './people/people.api';
export {
  peopleKeys,
  authorListQueryOptions,
  authorQueryOptions,
  vendorListQueryOptions,
  vendorQueryOptions,
  sellerOrderFormsQueryOptions,
  readerQueryOptions,
} from './people/people.queries';
export { fetchCategories, fetchCollections, fetchCollection, fetchListing } from './taxonomy/taxonomy.api';
export {
  taxonomyKeys,
  categoriesQueryOptions,
  collectionsQueryOptions,
  collectionQueryOptions,
  listingQueryOptions,
} from './taxonomy/taxonomy.queries';
export { fetchSearch } from './search/search.api';
export type { SearchParams } from './search/search.api';
export { searchKeys, searchQueryOptions } from './search/search.queries';

// Saved items and the signed-in state.
export { fetchSaved, putSaved, deleteSaved, mergeSaved } from './saved/saved.api';
export { savedKeys, savedListQueryOptions } from './saved/saved.queries';
export { useSaveMutation } from './saved/saved.mutations';
export type { SaveChange } from './saved/saved.mutations';
export { guestSavesAtom, GUEST_SAVES_STORAGE_KEY } from './saved/saved.atoms';
export { useSavedItems, useSaveToggle } from './saved/use-saved';
export type { SavedItemsState, SaveToggle } from './saved/use-saved';
export type { SaveTarget } from './saved/save-target';
export { SaveButton } from './saved/save-button';
export type { SaveButtonProps } from './saved/save-button';

// Route search params (valibot, for `validateSearch`) and the API queries they stand for.
export { EventsSearch, ListingSearch } from './events/events-search';
export {
  eventsListParams,
  virtualSigningsParams,
  collectionEventsParams,
  listingEventsParams,
  attendingParams,
  ATTENDING_PAGE_SIZE,
} from './events/events.params';
export { AuthorsSearch, VendorsSearch, StoresSearch } from './people/people-search';
export {
  authorsListParams,
  vendorsListParams,
  storesListParams,
  authorEventsParams,
  vendorEventsParams,
  STORES_PAGE_SIZE,
} from './people/people.params';
export { SearchPageSearch } from './search/search-search';
export { searchPageParams } from './search/search.params';
export { GRID_PAGE_SIZE } from './shared/search-params';

// Pages and their head (title and share metadata).
export { pageHead, pageTitle } from './shared/head';
export type { HeadMeta, PageHeadInput } from './shared/head';
export { eventsHead, eventHead, virtualSigningsHead, collectionHead, listingHead } from './events/events.head';
export { authorsHead, authorHead, vendorsHead, vendorHead, readerHead } from './people/people.head';
export { searchHead } from './search/search.head';
export { savedHead } from './saved/saved.head';
export { EventsPage } from './events/events-page';
export { VirtualSigningsPage, CollectionPage, ListingEventsPage } from './events/listing-pages';
export { EventLayout } from './events/event-layout';
export { EventOverview } from './events/event-overview';
export { EventStore } from './events/event-store';
export type { EventStoreProps } from './events/event-store';
export { EventAttending } from './events/event-attending';
export { AuthorsPage } from './people/authors-page';
export { AuthorLayout, AuthorOverview, AuthorAbout } from './people/author-pages';
export { VendorsPage } from './people/vendors-page';
export { VendorLayout, VendorOverview, VendorAbout } from './people/vendor-pages';
export { SellerStores } from './people/seller-stores';
export { ReaderPage } from './people/reader-page';
export { SearchPage } from './search/search-page';
export { SearchLauncher } from './search/search-launcher';
export { SavedPage } from './saved/saved-page';

// Loading states for the routes' `pendingComponent`.
export { ListingPageSkeleton, DetailPageSkeleton, CardGridSkeleton } from './shared/skeletons';

// Pieces other screens may show.
export { EventCard, EventGrid } from './events/event-card';
export { OrderFormCard, OrderFormList, priceRange, depositTerms, orderFormHref } from './order-forms/order-form-card';
export { formatEventRange, formatEventDay, formatEventTime, readerTimeZone } from './events/event-time';
