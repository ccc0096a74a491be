import * as v from 'valibot';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from './pagination-limits.js';

export { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from './pagination-limits.js';

export const PaginationMeta = v.object({
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PER_PAGE)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PaginationMeta = v.InferOutput<typeof PaginationMeta>;

/** `{data, meta}`: the envelope of every paginated list. */
export function paginated<const TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item), meta: PaginationMeta });
}

/**
 * A whole number from 1 to `max` in a query string (which holds an array when the parameter is
 * repeated), with the field's messages: every numeric query parameter is capped, so none can
 * grow past what the database takes.
 */
export const wholeNumberQuery = (field: string, max: number) =>
  v.pipe(
    v.string(`The ${field} may be given only once.`),
    v.toNumber(`The ${field} must be a number.`),
    v.integer(`The ${field} must be a whole number.`),
    v.minValue(1, `The ${field} must be at least 1.`),
    v.maxValue(max, `The ${field} may not be greater than ${max}.`),
  );

/** Query parameters every list accepts; strings because they arrive in a URL. */
export const PageQuery = v.object({
  page: v.optional(wholeNumberQuery('page', MAX_PAGE), '1'),
  per_page: v.optional(wholeNumberQuery('per_page', MAX_PER_PAGE), String(DEFAULT_PER_PAGE)),
});
export type PageQuery = v.InferOutput<typeof PageQuery>;
