// Public API of @folio/saved-server: saved events and followed authors and vendors (table and sub-app).
export { savedRoutes } from './saved.routes.js';
export type { SavedDeps } from './saved-deps.js';
export { savedItems } from './saved.table.js';
