import { Id, Slug, Url } from '@folio/catalog-kit-contract';
import * as v from 'valibot';
import { Genre } from './genre.schema.js';

export const BOOK_FORMATS = ['hardcover', 'paperback', 'special-edition', 'ebook', 'audiobook'] as const;
export const BookFormat = v.picklist(BOOK_FORMATS);
export type BookFormat = v.InferOutput<typeof BookFormat>;

/** The author a book or event refers to, without their profile. */
export const PersonRef = v.object({ id: Id, slug: Slug, name: v.string() });
export type PersonRef = v.InferOutput<typeof PersonRef>;

export const Book = v.object({
  id: Id,
  title: v.string(),
  author: PersonRef,
  /** Our own generated SVG (`/api/catalog/covers/books/{id}.svg`), never an outside host. */
  cover_url: Url,
  format: BookFormat,
  /** What makes this edition special ("Sprayed edges, foiled case"), if anything. */
  edition: v.nullable(v.string()),
  series: v.nullable(v.string()),
  published_year: v.number(),
  genres: v.array(Genre),
});
export type Book = v.InferOutput<typeof Book>;
