// Public API of @folio/catalog-server: the catalog's Hono sub-app, its tables and its demo data.
export { catalogRoutes } from './catalog.routes.js';
export type { CatalogDeps } from './deps.js';
export { categories, collections } from './taxonomy.table.js';
export { authors, vendors, readers, type SocialLinkValue } from './people.table.js';
export { venues, events, eventAuthors, eventVendors, eventReaders, eventCollections } from './event.table.js';
export { books } from './book.table.js';
export { orderForms } from './order-form.table.js';
export { savedItems } from './saved.table.js';
export { catalogSeeder, CATALOG_SEEDER_NAME } from './seed/catalog.seeder.js';
