import { MAX_QUERY_LENGTH } from '@folio/catalog-kit-contract';
import * as v from 'valibot';

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
