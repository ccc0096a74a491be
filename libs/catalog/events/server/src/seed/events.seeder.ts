import type { Seeder, SeedContext } from '@folio/db';
import type { DemoPeople } from '@folio/people-server';
import { eventAuthors, eventCollections, eventReaders, events, eventVendors, venues } from '../event.table.js';
import { eventRepo } from '../event.repo.js';
import { categories, collections } from '../taxonomy.table.js';
import { generateEventsWorld } from './generate-events-world.js';

export const EVENTS_SEEDER_NAME = 'catalog-demo-events';

/**
 * The demo events: 30 events (past, upcoming, virtual) across cities and timezones, in categories
 * and the themed collections, and the people attending them. Who there is to attend is plain data
 * the shell passes in (`generatePeople` of `@folio/people-server`, for the same seed and day), so
 * this runs after the people seeder. Sellers' stores are commerce's demo data: the shell passes it
 * these events (`generateEventsWorld`) as plain data in turn.
 * Deterministic for a seed and a day; a database that already has events is left as it is.
 */
export function eventsSeeder(people: (context: Pick<SeedContext, 'seed' | 'now'>) => DemoPeople): Seeder {
  return {
    name: EVENTS_SEEDER_NAME,
    async run({ db, seed, now }) {
      if ((await db.select({ id: events.id }).from(events).limit(1)).length > 0) return;
      const world = generateEventsWorld({ seed, now, people: people({ seed, now }) });
      await db.insert(categories).values(world.categories);
      await db.insert(collections).values(world.collections);
      await db.insert(venues).values(world.venues);
      await db.insert(events).values(world.events);
      await db.insert(eventAuthors).values(world.eventAuthors);
      await db.insert(eventVendors).values(world.eventVendors);
      await db.insert(eventReaders).values(world.eventReaders);
      await db.insert(eventCollections).values(world.eventCollections);
      await eventRepo(db).refreshSearchTerms();
    },
  };
}
