import * as v from 'valibot';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

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

/** Query parameters every list accepts; strings because they arrive in a URL. */
export const PageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  per_page: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(MAX_PER_PAGE)),
    String(DEFAULT_PER_PAGE),
  ),
});
export type PageQuery = v.InferOutput<typeof PageQuery>;
