// Public API of @folio/search-server: the catalog-wide search, composed from the domains' own searches.
export { searchRoutes } from './search.routes.js';
export type { SearchSources } from './search.service.js';
