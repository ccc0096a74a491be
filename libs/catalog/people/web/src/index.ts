// Public API of @folio/people: the screens of authors, vendors and readers, their data access, the
// search params of their routes, and the cards and profile pieces other catalog screens show.

// Data access: query keys and options (route loaders call ensureQueryData with these).
export { fetchAuthors, fetchAuthor, fetchVendors, fetchVendor } from './people.api';
export type { AuthorListParams, VendorListParams } from './people.api';
// Page loaders that draw a first visit from the HTML's page data (no query client).
export { loadAuthor, loadVendor } from './people.load';
export { peopleKeys, authorListQueryOptions, vendorListQueryOptions } from './people.queries';

// Route search params and the API queries they stand for.
export { AuthorsSearch, VendorsSearch, VENDOR_KIND_VALUES } from './people-search';
export { authorsListParams, vendorsListParams } from './people.params';

// Pages (the overviews take the shell's `upcomingEvents`) and their heads.
export { authorsHead, authorHead, vendorsHead, vendorHead } from './people.head';
export { AuthorsPage } from './authors-page';
export { LazyAuthorsPage, prefetchAuthorsPage } from './lazy-authors-page';
export { AuthorLayout, AuthorOverview, AuthorAbout } from './author-pages';
export { VendorsPage } from './vendors-page';
export { LazyVendorsPage, prefetchVendorsPage } from './lazy-vendors-page';
export { VendorLayout, VendorOverview, VendorAbout } from './vendor-pages';

// Pieces other screens show.
export {
  AuthorCard,
  VendorCard,
  ReaderCard,
  PeopleGrid,
  PeopleGridItem,
  AuthorCardGrid,
  VendorCardGrid,
} from './person-card';
export { PeopleGridSkeleton, PeopleListingPageSkeleton } from './people-skeletons';
export type { PeopleGridSize } from './people-skeletons';
export { genreLabel, VENDOR_KIND_LABEL } from './genres';
export { ProfileHero, SocialLinks } from './profile-hero';
export type { ProfileHeroProps } from './profile-hero';
export { BookGrid } from './book-grid';
export { default as profileStyles } from './profile.module.css';
