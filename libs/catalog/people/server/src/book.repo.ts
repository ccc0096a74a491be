import type { Database } from '@folio/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { books } from './book.table.js';
import type { SellerStoresPort } from './people-events.port.js';
import { authors } from './people.table.js';

const columns = {
  id: books.id,
  title: books.title,
  format: books.format,
  edition: books.edition,
  series: books.series,
  publishedYear: books.publishedYear,
  genres: books.genres,
  authorId: authors.id,
  authorSlug: authors.slug,
  authorName: authors.name,
};

/** The books with their authors and, through the stores' port, where each is sold at `now`. */
function select(db: Database, stores: Pick<SellerStoresPort, 'bookOffer'>, now: Date) {
  return db
    .select({ ...columns, offer: stores.bookOffer(sql`${books.id}`, now) })
    .from(books)
    .innerJoin(authors, eq(authors.id, books.authorId));
}

export type BookRow = Awaited<ReturnType<typeof select>>[number];

export function bookRepo(db: Database, stores: Pick<SellerStoresPort, 'bookOffer'>) {
  return {
    /** An author's books, newest first. */
    byAuthor(authorId: string, now: Date) {
      return select(db, stores, now)
        .where(eq(books.authorId, authorId))
        .orderBy(desc(books.publishedYear), asc(books.title));
    },
    byIds(ids: readonly string[], now: Date) {
      if (ids.length === 0) return Promise.resolve([]);
      return select(db, stores, now).where(inArray(books.id, [...ids]));
    },
    /** What a cover shows. */
    async coverOf(id: string) {
      const [row] = await db
        .select({ title: books.title, authorName: authors.name, format: books.format, series: books.series })
        .from(books)
        .innerJoin(authors, eq(authors.id, books.authorId))
        .where(eq(books.id, id))
        .limit(1);
      return row;
    },
  };
}

export type BookRepo = ReturnType<typeof bookRepo>;
