import * as v from 'valibot';

/*
 * The contract's limits, repeated here because these schemas run in every page's entry code
 * (`validateSearch`) and importing the contract's modules would bring its response schemas along.
 * search-params.test.ts holds them equal to the contract's (the domains repeat theirs likewise).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;
export const MAX_QUERY_LENGTH = 200;
/** `MAX_PAGE` of @folio/http-contract: the last page any list serves. */
export const MAX_PAGE = 10_000;

/*
 * Building blocks of the pages' `validateSearch` schemas. A value that does not fit is dropped
 * (the page shows its default) rather than turned into an error screen: a mistyped or stale
 * shared link still lands on a useful list, and the links the page builds from there are clean.
 */

/** `?page=2`: a whole number from 1 to the last page the API serves; anything else reads as the first page. */
export const pageParam = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))),
  undefined,
);

/** A slug filter (`?category=signing`). */
export const slugParam = v.fallback(
  v.optional(v.pipe(v.string(), v.maxLength(MAX_SLUG_LENGTH), v.regex(SLUG_PATTERN))),
  undefined,
);

/** Free text (`?city=Chicago`, `?q=…`), trimmed; blank reads as absent. */
export const textParam = v.fallback(
  v.optional(
    v.pipe(
      // The router reads `?q=1984` as the number 1984: text fields take it as its text.
      v.unknown(),
      v.transform(asText),
      v.string(),
      v.trim(),
      v.maxLength(MAX_QUERY_LENGTH),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  ),
  undefined,
);

/*
 * Numbers as their text, anything else as it is (and refused by the schema that follows if it is
 * not text). A transform rather than `v.union`: the same result with a third of the code in every
 * page's entry (quality bar F1).
 */
function asText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** `?virtual=true` or `false`; anything else reads as either. */
export const flagParam = v.fallback(v.optional(v.boolean()), undefined);

/** A choice from a fixed list. */
export function choiceParam<const T extends readonly string[]>(choices: T) {
  return v.fallback(v.optional(v.picklist(choices)), undefined);
}

/** Items per page of the catalog's grids: divides into rows of 2, 3 and 4. */
export const GRID_PAGE_SIZE = 12;
