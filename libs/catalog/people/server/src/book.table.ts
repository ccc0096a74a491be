import { searchName, searchVector } from '@folio/catalog-kit-server';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authors } from './people.table.js';

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    format: text('format').notNull(),
    edition: text('edition'),
    series: text('series'),
    publishedYear: integer('published_year').notNull(),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchName: searchName('title'),
    search: searchVector([
      ['title', 'A'],
      ['series', 'B'],
      ['edition', 'C'],
    ]),
  },
  (t) => [
    check(
      'books_format_check',
      sql`${t.format} in ('hardcover', 'paperback', 'special-edition', 'ebook', 'audiobook')`,
    ),
    index('books_author_idx').on(t.authorId),
    index('books_search_idx').using('gin', t.search),
    index('books_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export type BookRow = typeof books.$inferSelect;
