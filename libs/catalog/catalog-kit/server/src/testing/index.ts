// Test helpers of @folio/catalog-kit-server: catalog sub-apps behind the shell's middleware.
export {
  createCatalogTestApp,
  TEST_NOW,
  type CatalogTestApp,
  type CatalogTestAppOptions,
  type CatalogTestRoutes,
} from './catalog-test-app.js';
