// Test helpers of @folio/db, imported as '@folio/db/testing'.
export { createTestDatabase, type TestDatabase } from './test-database.js';
