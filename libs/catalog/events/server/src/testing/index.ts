// Test helpers of @folio/events-server: exact events and stores, the stand-in stores' ports, and the
// people and events sub-apps wired as the shell wires them (over the demo world or an empty database).
export { eventFixtures } from './event-fixtures.js';
export {
  createEventsTestApp,
  createSeededEventsApp,
  peopleAndEventsRoutes,
  wiredPeopleDeps,
  demoCatalogSeeders,
} from './events-test-app.js';
export { testStoresPort, testStores, type TestStore } from './test-stores.js';
