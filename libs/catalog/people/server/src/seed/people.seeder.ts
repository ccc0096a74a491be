import type { Seeder } from '@folio/db';
import { books } from '../book.table.js';
import { authors, readers, vendors } from '../people.table.js';
import { generatePeople } from './generate-people.js';

export const PEOPLE_SEEDER_NAME = 'catalog-demo-people';

/**
 * The demo people: 40 authors with their books, 10 vendors and 12 readers. Deterministic for a
 * seed and a day. A database that already has authors (seeded before the catalog was split by
 * domain) is left as it is.
 */
export const peopleSeeder: Seeder = {
  name: PEOPLE_SEEDER_NAME,
  async run({ db, seed, now }) {
    if ((await db.select({ id: authors.id }).from(authors).limit(1)).length > 0) return;
    const world = generatePeople({ seed, now });
    await db.insert(authors).values(world.authors);
    await db.insert(books).values(world.books);
    await db.insert(vendors).values(world.vendors);
    await db.insert(readers).values(world.readers);
  },
};
