// Public API of @folio/people-server: authors, vendors, readers and books: their tables, the Hono
// sub-app, what other catalog domains may read of them, their search sources and demo data.
export { peopleRoutes } from './people.routes.js';
export type { PeopleDeps, PeopleEventsPort, SellerStoresPort, AttendeeKind } from './people-events.port.js';
export { peopleReads, authorNotFound, vendorNotFound, type PeopleReads } from './people.service.js';
export { existingPeople } from './people.repo.js';
export { peopleSearch } from './people-search.js';
export { toAuthorSummary, toVendorSummary, toReaderSummary } from './people.mappers.js';
export type { AuthorSummaryRow, VendorSummaryRow } from './people.repo.js';
export { authors, vendors, readers, type SocialLinkValue } from './people.table.js';
export { books } from './book.table.js';
export { peopleSeeder, PEOPLE_SEEDER_NAME } from './seed/people.seeder.js';
export { generatePeople, PEOPLE_WORLD_SIZE, type DemoPeople } from './seed/generate-people.js';
export { peoplePageData, peoplePageHeads } from './people-page-heads.js';
