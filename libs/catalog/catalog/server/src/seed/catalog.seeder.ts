import type { Seeder } from '@folio/db';
import { books } from '../book.table.js';
import { eventAuthors, eventCollections, eventReaders, events, eventVendors, venues } from '../event.table.js';
import { eventRepo } from '../event.repo.js';
import { orderForms } from '../order-form.table.js';
import { authors, readers, vendors } from '../people.table.js';
import { categories, collections } from '../taxonomy.table.js';
import { generateWorld } from './generate-world.js';

export const CATALOG_SEEDER_NAME = 'catalog-demo';

/**
 * The demo catalog: 40 authors with books, 10 vendors, 12 readers and 30 events (past, upcoming,
 * virtual) across cities and timezones, in categories and the themed collections, with the
 * order forms (stores) of attending sellers. Deterministic for a seed and a day.
 */
export const catalogSeeder: Seeder = {
  name: CATALOG_SEEDER_NAME,
  async run({ db, seed, now }) {
    const world = generateWorld({ seed, now });
    await db.insert(categories).values(world.categories);
    await db.insert(collections).values(world.collections);
    await db.insert(authors).values(world.authors);
    await db.insert(books).values(world.books);
    await db.insert(vendors).values(world.vendors);
    await db.insert(readers).values(world.readers);
    await db.insert(venues).values(world.venues);
    await db.insert(events).values(world.events);
    await db.insert(eventAuthors).values(world.eventAuthors);
    await db.insert(eventVendors).values(world.eventVendors);
    await db.insert(eventReaders).values(world.eventReaders);
    await db.insert(eventCollections).values(world.eventCollections);
    await db.insert(orderForms).values(world.orderForms);
    await eventRepo(db).refreshSearchTerms();
  },
};
