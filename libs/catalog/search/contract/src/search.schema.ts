import { single } from '@folio/catalog-kit-contract';
import { EventSummary } from '@folio/events-contract';
import { AuthorSummary, Book, VendorSummary } from '@folio/people-contract';
import * as v from 'valibot';

export const SEARCH_KINDS = ['events', 'authors', 'vendors', 'books'] as const;

/** How many matched in each group in all, whatever the `limit`: the header's panel and the /search page say the same count. */
export const SearchTotals = v.object({
  events: v.number(),
  authors: v.number(),
  vendors: v.number(),
  books: v.number(),
});
export type SearchTotals = v.InferOutput<typeof SearchTotals>;

/**
 * Best matches first in each group, each group capped at the query's `limit`; `totals` counts
 * every match of each group. `fuzzy` is true
 * when some group came from trigram similarity (typo tolerance) because full-text search found
 * nothing in it; queries with a "quoted phrase" or a -exclusion are never fuzzy.
 */
export const SearchResults = v.object({
  query: v.string(),
  events: v.array(EventSummary),
  authors: v.array(AuthorSummary),
  vendors: v.array(VendorSummary),
  books: v.array(Book),
  totals: SearchTotals,
  fuzzy: v.boolean(),
});
export type SearchResults = v.InferOutput<typeof SearchResults>;

export const SearchResponse = single(SearchResults);
export type SearchResponse = v.InferOutput<typeof SearchResponse>;
