import { CurrencyCode, Id, Slug, Url } from '@folio/catalog-kit-contract';
import * as v from 'valibot';
import { Genre } from './genre.schema.js';

export const BOOK_FORMATS = ['hardcover', 'paperback', 'special-edition', 'ebook', 'audiobook'] as const;
export const BookFormat = v.picklist(BOOK_FORMATS);
export type BookFormat = v.InferOutput<typeof BookFormat>;

/** The author a book or event refers to, without their profile. */
export const PersonRef = v.object({ id: Id, slug: Slug, name: v.string() });
export type PersonRef = v.InferOutput<typeof PersonRef>;

/**
 * Where a book is sold signed now: the open public order form (store) of its author that closes
 * soonest, and the book's price there in integer minor units of that form's currency. The page is
 * `/orderform/{order_form_slug}`.
 */
export const BookOffer = v.object({
  order_form_slug: Slug,
  price_minor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: CurrencyCode,
});
export type BookOffer = v.InferOutput<typeof BookOffer>;

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
  /** Null when no open store of its author sells it now. */
  offer: v.nullable(BookOffer),
});
export type Book = v.InferOutput<typeof Book>;
