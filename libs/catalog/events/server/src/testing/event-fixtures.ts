import { randomUUID } from 'node:crypto';
import { slugify } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import { eventAuthors, events, venues } from '../event.table.js';
import { eventRepo } from '../event.repo.js';
import { categories } from '../taxonomy.table.js';
import { testStores } from './test-stores.js';

/** Small, explicit events for tests that need exact contents (search ranking, saved items, covers). */
export function eventFixtures(db: Database) {
  let categoryId: string | undefined;
  const category = async () => {
    if (!categoryId) {
      categoryId = randomUUID();
      await db
        .insert(categories)
        .values({ id: categoryId, slug: 'signing', name: 'Signing', description: 'Signings.' });
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
      await db.insert(venues).values({
        id: venueId,
        name: 'Hall',
        address: '1 Street',
        city: 'London',
        countryCode: 'GB',
        timezone: 'Europe/London',
      });
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
        await db
          .insert(eventAuthors)
          .values(authorIds.map((authorId, position) => ({ eventId: id, authorId, position })));
      }
      await eventRepo(db).refreshSearchTerms([id]);
      return id;
    },

    /**
     * An author's store (order form) at this address, closing on `closeDate`, selling these books
     * at these prices: a store the stand-in stores' ports (`testStoresPort`) answer, as commerce's
     * would.
     */
    authorStore(slug: string, authorId: string, options: StoreOptions) {
      return Promise.resolve(openStore(db, slug, { authorId, vendorId: null }, options));
    },

    /** A vendor's store, the same way. */
    vendorStore(slug: string, vendorId: string, options: StoreOptions) {
      return Promise.resolve(openStore(db, slug, { authorId: null, vendorId }, options));
    },
  };
}

export interface StoreOptions {
  closeDate: string;
  currency?: string;
  closed?: boolean;
  isPrivate?: boolean;
  eventId?: string;
  title?: string;
  createdAt?: Date;
  books?: Record<string, number>;
}

function openStore(
  db: Database,
  slug: string,
  seller: { authorId: string | null; vendorId: string | null },
  options: StoreOptions,
): string {
  const id = randomUUID();
  const books = options.books ?? {};
  const prices = Object.values(books);
  testStores(db).push({
    id,
    uid: `of-${id.slice(0, 8)}`,
    slug,
    title: options.title ?? slug,
    ...seller,
    eventId: options.eventId ?? null,
    currency: options.currency ?? 'GBP',
    closeDate: options.closeDate,
    closed: options.closed ?? false,
    isPrivate: options.isPrivate ?? false,
    depositPercent: null,
    minDepositTotalMinor: null,
    productCount: prices.length,
    priceMinMinor: prices.length > 0 ? Math.min(...prices) : null,
    priceMaxMinor: prices.length > 0 ? Math.max(...prices) : null,
    createdAt: options.createdAt ?? new Date(),
    books,
  });
  return id;
}
