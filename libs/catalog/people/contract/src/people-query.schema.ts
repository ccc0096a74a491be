import { slugFilter, sortBy, sortOrder, textFilter } from '@folio/catalog-kit-contract';
import { PageQuery } from '@folio/http-contract';
import * as v from 'valibot';
import { GENRE_SLUGS } from './genre.schema.js';
import { VENDOR_KINDS } from './person.schema.js';

export const AUTHOR_SORTS = ['name', 'created_at', 'upcoming_events'] as const;

/** `GET /api/catalog/authors`. Default: by name, A to Z. */
export const AuthorListQuery = v.object({
  ...PageQuery.entries,
  sort_by: sortBy(AUTHOR_SORTS),
  sort_order: sortOrder,
  genre: v.optional(v.picklist(GENRE_SLUGS, `The selected genre is invalid. Allowed: ${GENRE_SLUGS.join(', ')}.`)),
  /** Authors attending this event. */
  event: slugFilter('event'),
  q: textFilter('q'),
});
export type AuthorListQuery = v.InferOutput<typeof AuthorListQuery>;

export const VENDOR_SORTS = ['name', 'created_at', 'upcoming_events'] as const;

/** `GET /api/catalog/vendors`. Default: by name, A to Z. */
export const VendorListQuery = v.object({
  ...PageQuery.entries,
  sort_by: sortBy(VENDOR_SORTS),
  sort_order: sortOrder,
  kind: v.optional(v.picklist(VENDOR_KINDS, 'The kind must be bookshop or publisher.')),
  event: slugFilter('event'),
  q: textFilter('q'),
});
export type VendorListQuery = v.InferOutput<typeof VendorListQuery>;

export const READER_SORTS = ['name', 'created_at'] as const;

/** `GET /api/catalog/readers` and `GET /api/catalog/events/{slug}/readers`. Default: by name. */
export const ReaderListQuery = v.object({
  ...PageQuery.entries,
  sort_by: sortBy(READER_SORTS),
  sort_order: sortOrder,
  /** Readers attending this event (ignored on the event's own readers route). */
  event: slugFilter('event'),
  q: textFilter('q'),
});
export type ReaderListQuery = v.InferOutput<typeof ReaderListQuery>;
