import { randomUUID } from 'node:crypto';
import { slugify } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import { eventAuthors, events, venues } from '../event.table.js';
import { eventRepo } from '../event.repo.js';
import { orderFormBooks, orderForms } from '@folio/order-forms-server';
import { categories } from '../taxonomy.table.js';

/** Small, explicit events for tests that need exact contents (search ranking, saved items, covers). */
export function eventFixtures(db: Database) {
  let categoryId: string | undefined;
  const category = async () => {
    if (!categoryId) {
      categoryId = randomUUID();
      await db.insert(categories).values({ id: categoryId, slug: 'signing', name: 'Signing', description: 'Signings.' });
    }
    return categoryId;
  };

  return {
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

    /** An author's store (order form) closing on `closeDate`, selling these books at these prices. */
    async authorStore(
      uid: string,
      authorId: string,
      options: { closeDate: string; currency?: string; closed?: boolean; isPrivate?: boolean; books?: Record<string, number> },
    ) {
      const id = randomUUID();
      await db.insert(orderForms).values({
        id,
        uid: `of-${id.slice(0, 8)}`,
        slug: uid,
        title: uid,
        authorId,
        currency: options.currency ?? 'GBP',
        closeDate: options.closeDate,
        closed: options.closed ?? false,
        isPrivate: options.isPrivate ?? false,
      });
      const books = Object.entries(options.books ?? {});
      if (books.length > 0) {
        await db.insert(orderFormBooks).values(books.map(([bookId, priceMinor]) => ({ orderFormId: id, bookId, priceMinor })));
      }
      return id;
    },
  };
}
