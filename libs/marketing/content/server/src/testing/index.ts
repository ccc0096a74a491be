// Test helpers of @folio/content-server: the sub-app over a seeded database, with a stand-in catalog.
export { createContentTestApp, CONTENT_TEST_NOW, fakeCatalogPort, FAKE_RELATED } from './content-test-app.js';
