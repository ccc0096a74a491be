// Test helpers of @folio/people-server: exact rows and the people sub-app with stand-in ports.
export { peopleFixtures } from './people-fixtures.js';
export { createPeopleTestApp, noEventsPort, noStoresPort } from './people-test-app.js';
