import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import { books } from '../book.table.js';
import { eventAuthors, events, venues } from '../event.table.js';
import { eventRepo } from '../event.repo.js';
import { authors, vendors } from '../people.table.js';
import { slugify } from '../seed/slugify.js';
import { categories } from '../taxonomy.table.js';

/** Small, explicit catalog rows for tests that need exact contents (search ranking, saved items). */
export function catalogFixtures(db: Database) {
  let categoryId: string | undefined;
  const category = async () => {
    if (!categoryId) {
      categoryId = randomUUID();
      await db.insert(categories).values({ id: categoryId, slug: 'signing', name: 'Signing', description: 'Signings.' });
    }
    return categoryId;
  };

  return {
    async author(name: string, extra: Partial<typeof authors.$inferInsert> = {}) {
      const id = randomUUID();
      await db.insert(authors).values({ id, slug: slugify(name), name, tagline: '', bio: '', about: '', genres: ['fantasy'], ...extra });
      return id;
    },

    async vendor(name: string, extra: Partial<typeof vendors.$inferInsert> = {}) {
      const id = randomUUID();
      await db.insert(vendors).values({ id, slug: slugify(name), name, kind: 'bookshop', tagline: '', bio: '', about: '', city: 'London', countryCode: 'GB', ...extra });
      return id;
    },

    async book(authorId: string, title: string) {
      const id = randomUUID();
      await db.insert(books).values({ id, authorId, title, format: 'hardcover', publishedYear: 2025 });
      return id;
    },

    /** An in-person event in London starting `startsAt`, with these authors attending. */
    async event(
      title: string,
      options: { description?: string; startsAt?: Date; authorIds?: string[]; slug?: string } = {},
    ) {
      const id = randomUUID();
      const venueId = randomUUID();
      const startsAt = options.startsAt ?? new Date('2026-09-01T10:00:00Z');
      await db.insert(venues).values({ id: venueId, name: 'Hall', address: '1 Street', city: 'London', countryCode: 'GB', timezone: 'Europe/London' });
      await db.insert(events).values({
        id,
        slug: options.slug ?? slugify(title),
        title,
        description: options.description ?? '',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
        timezone: 'Europe/London',
        categoryId: await category(),
        venueId,
        currency: 'GBP',
      });
      const authorIds = options.authorIds ?? [];
      if (authorIds.length > 0) {
        await db.insert(eventAuthors).values(authorIds.map((authorId, position) => ({ eventId: id, authorId, position })));
      }
      await eventRepo(db).refreshSearchTerms([id]);
      return id;
    },
  };
}
