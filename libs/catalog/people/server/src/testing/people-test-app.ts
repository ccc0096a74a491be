import { createCatalogTestApp, TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { runSeeders } from '@folio/db';
import { sql } from 'drizzle-orm';
import type { PeopleEventsPort, SellerStoresPort } from '../people-events.port.js';
import { peopleRoutes } from '../people.routes.js';
import { peopleSeeder } from '../seed/people.seeder.js';

/** A world without events: nobody attends anything (people's own tests; the events domain tests the real port). */
export const noEventsPort: PeopleEventsPort = {
  upcomingCount: () => sql<number>`0`,
  pastCount: () => sql<number>`0`,
  attends: () => sql`false`,
};

/** A world without stores: nothing is open, no book is sold. */
export const noStoresPort: SellerStoresPort = { openCount: () => sql<number>`0`, bookOffer: () => sql`null` };

/** People's sub-app behind the shell's middleware, optionally over the demo people, with stand-in ports. */
export async function createPeopleTestApp(options: { seeded?: boolean; url?: string } = {}): Promise<CatalogTestApp> {
  const t = await createCatalogTestApp({
    url: options.url,
    routes: ({ db, now }) => [peopleRoutes({ db, now, events: noEventsPort, stores: noStoresPort })],
  });
  if (options.seeded) await runSeeders(t.database.db, [peopleSeeder], { now: TEST_NOW });
  return t;
}
