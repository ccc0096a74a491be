import { booleanFlag, slugFilter, sortBy, sortOrder, textFilter } from '@folio/catalog-kit-contract';
import { PageQuery } from '@folio/http-contract';
import * as v from 'valibot';

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
  country: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'The country must be a two-letter country code.'), v.toUpperCase()),
  ),
  /** The reader's country: in-person events there come first, each part in the chosen order. */
  near: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'The near must be a two-letter country code.'), v.toUpperCase()),
  ),
  q: textFilter('q'),
});
export type EventListQuery = v.InferOutput<typeof EventListQuery>;

export const ORDER_FORM_SORTS = ['close_date', 'title', 'created_at'] as const;

/** `GET /api/catalog/{authors|vendors}/{slug}/order-forms` (a seller's stores). Default: open ones closing soonest. */
export const OrderFormListQuery = v.object({
  ...PageQuery.entries,
  status: v.optional(v.picklist(['open', 'closed', 'all'], 'The status must be open, closed or all.'), 'open'),
  sort_by: sortBy(ORDER_FORM_SORTS),
  sort_order: sortOrder,
});
export type OrderFormListQuery = v.InferOutput<typeof OrderFormListQuery>;
