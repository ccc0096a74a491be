import { PageQuery } from '@folio/http-contract';
import * as v from 'valibot';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './common.schema.js';
import { GENRE_SLUGS } from './genre.schema.js';
import { VENDOR_KINDS } from './person.schema.js';

/*
 * Query strings arrive as strings; each schema validates them and outputs typed values.
 * Unknown parameters are ignored; a repeated parameter, a value of the wrong form, a sort_by
 * outside the allow-list or per_page above 100 is a 422 with the field's message.
 */

const slugFilter = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_SLUG_LENGTH, `The ${field} may not be longer than ${MAX_SLUG_LENGTH} characters.`),
      v.regex(SLUG_PATTERN, `The ${field} must be a valid slug.`),
    ),
  );

/** Free text; blank counts as absent. */
export const MAX_QUERY_LENGTH = 200;
const textFilter = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_QUERY_LENGTH, `The ${field} may not be longer than ${MAX_QUERY_LENGTH} characters.`),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );

const sortBy = <const T extends readonly [string, ...string[]]>(fields: T) =>
  v.optional(v.picklist(fields, `The selected sort_by is invalid. Allowed: ${fields.join(', ')}.`));

const sortOrder = v.optional(v.picklist(['asc', 'desc'], 'The sort_order must be asc or desc.'));

const booleanFlag = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], `The ${field} field must be true or false.`),
      v.transform((flag) => flag === 'true' || flag === '1'),
    ),
  );

export const EVENT_SORTS = ['starts_at', 'title', 'created_at', 'readers_attending'] as const;

/**
 * `GET /api/catalog/events`. Default: upcoming (ongoing included) soonest first; `when=past`
 * defaults to latest first. Slug filters that match nothing give an empty list, not a 404.
 */
export const EventListQuery = v.object({
  ...PageQuery.entries,
  when: v.optional(v.picklist(['upcoming', 'past', 'all'], 'The when must be upcoming, past or all.'), 'upcoming'),
  sort_by: sortBy(EVENT_SORTS),
  sort_order: sortOrder,
  category: slugFilter('category'),
  collection: slugFilter('collection'),
  author: slugFilter('author'),
  vendor: slugFilter('vendor'),
  reader: slugFilter('reader'),
  virtual: booleanFlag('virtual'),
  city: textFilter('city'),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'The country must be a two-letter country code.'), v.toUpperCase())),
  q: textFilter('q'),
});
export type EventListQuery = v.InferOutput<typeof EventListQuery>;

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

export const ORDER_FORM_SORTS = ['close_date', 'title', 'created_at'] as const;

/** `GET /api/catalog/{authors|vendors}/{slug}/order-forms` (a seller's stores). Default: open ones closing soonest. */
export const OrderFormListQuery = v.object({
  ...PageQuery.entries,
  status: v.optional(v.picklist(['open', 'closed', 'all'], 'The status must be open, closed or all.'), 'open'),
  sort_by: sortBy(ORDER_FORM_SORTS),
  sort_order: sortOrder,
});
export type OrderFormListQuery = v.InferOutput<typeof OrderFormListQuery>;

export const MAX_SEARCH_LIMIT = 20;
export const DEFAULT_SEARCH_LIMIT = 5;

/** `GET /api/catalog/search`: websearch syntax ("quoted phrases", -exclusions, or). */
export const SearchQuery = v.object({
  q: v.pipe(
    v.string('The q field is required.'),
    v.trim(),
    v.minLength(1, 'The q field is required.'),
    v.maxLength(MAX_QUERY_LENGTH, `The q may not be longer than ${MAX_QUERY_LENGTH} characters.`),
  ),
  /** Results per group. */
  limit: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('The limit must be a number.'),
      v.integer('The limit must be an integer.'),
      v.minValue(1, 'The limit must be at least 1.'),
      v.maxValue(MAX_SEARCH_LIMIT, `The limit may not be greater than ${MAX_SEARCH_LIMIT}.`),
    ),
    String(DEFAULT_SEARCH_LIMIT),
  ),
});
export type SearchQuery = v.InferOutput<typeof SearchQuery>;
