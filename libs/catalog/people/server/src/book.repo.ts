import type { Database } from '@folio/db';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { books } from './book.table.js';
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

function select(db: Database) {
  return db.select(columns).from(books).innerJoin(authors, eq(authors.id, books.authorId));
}

export type BookRow = Awaited<ReturnType<typeof select>>[number];

export function bookRepo(db: Database) {
  return {
    /** An author's books, newest first. */
    byAuthor(authorId: string) {
      return select(db).where(eq(books.authorId, authorId)).orderBy(desc(books.publishedYear), asc(books.title));
    },
    byIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return select(db).where(inArray(books.id, [...ids]));
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
