import { createCatalogTestApp, TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { runSeeders, type Database } from '@folio/db';
import { generatePeople, peopleReads, peopleRoutes, peopleSeeder, type PeopleDeps } from '@folio/people-server';
import { eventsRoutes } from '../events.routes.js';
import { peopleEventsPort, sellerStoresPort } from '../people-events.port.js';
import { eventsSeeder } from '../seed/events.seeder.js';

/** The people deps wired with this domain's ports, as the API shell wires them. */
export function wiredPeopleDeps({ db, now }: { db: Database; now: () => Date }): PeopleDeps {
  return { db, now, events: peopleEventsPort, stores: sellerStoresPort };
}

/** The people and events sub-apps, composed as the API shell composes them. */
export function peopleAndEventsRoutes({ db, now }: { db: Database; now: () => Date }) {
  const people = wiredPeopleDeps({ db, now });
  return [peopleRoutes(people), eventsRoutes({ db, now, people: peopleReads(people) })];
}

/** The catalog's demo seeders in the shell's order, people's data passed to the events seeder. */
export const demoCatalogSeeders = [peopleSeeder, eventsSeeder(generatePeople)];

/** The people and events sub-apps behind the shell's middleware over a fresh test database. */
export function createEventsTestApp(options: { now?: Date; url?: string } = {}): Promise<CatalogTestApp> {
  return createCatalogTestApp({ ...options, routes: peopleAndEventsRoutes });
}

/** The same over the demo world, seeded at TEST_NOW. */
export async function createSeededEventsApp(): Promise<CatalogTestApp> {
  const t = await createEventsTestApp();
  await runSeeders(t.database.db, demoCatalogSeeders, { now: TEST_NOW });
  return t;
}
