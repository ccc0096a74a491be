import { randomUUID } from 'node:crypto';
import { slugify } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import { books } from '../book.table.js';
import { authors, vendors } from '../people.table.js';

/** Small, explicit people rows for tests that need exact contents (search ranking, saved items). */
export function peopleFixtures(db: Database) {
  return {
    async author(name: string, extra: Partial<typeof authors.$inferInsert> = {}) {
      const id = randomUUID();
      await db
        .insert(authors)
        .values({ id, slug: slugify(name), name, tagline: '', bio: '', about: '', genres: ['fantasy'], ...extra });
      return id;
    },

    async vendor(name: string, extra: Partial<typeof vendors.$inferInsert> = {}) {
      const id = randomUUID();
      await db.insert(vendors).values({
        id,
        slug: slugify(name),
        name,
        kind: 'bookshop',
        tagline: '',
        bio: '',
        about: '',
        city: 'London',
        countryCode: 'GB',
        ...extra,
      });
      return id;
    },

    async book(authorId: string, title: string) {
      const id = randomUUID();
      await db.insert(books).values({ id, authorId, title, format: 'hardcover', publishedYear: 2025 });
      return id;
    },
  };
}
