// Public API of @folio/events-server: events, their taxonomy and attendance: the tables, the Hono
// sub-app, the ports it implements for people and the stores port it reads sellers' stores through,
// what search and saved may read of events, and the demo data.
export { eventsRoutes } from './events.routes.js';
export type { EventsDeps } from './events-deps.js';
export { peopleEventsPort } from './people-events.port.js';
export type { EventStoresPort, StoreColumns } from './stores.port.js';
export { eventSearch, eventReads, type EventReads } from './event-search.js';
export { existingEvents } from './event.repo.js';
export { categories, collections } from './taxonomy.table.js';
export { venues, events, eventAuthors, eventVendors, eventReaders, eventCollections } from './event.table.js';
export { eventsSeeder, EVENTS_SEEDER_NAME } from './seed/events.seeder.js';
export { generateEventsWorld, type EventsWorld } from './seed/generate-events-world.js';
export { eventPageData, eventPageHeads } from './event-page-heads.js';
