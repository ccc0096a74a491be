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

/**
 * A search parameter `parse` reads: what it returns, or absent. One valibot transform per
 * parameter, the checks in plain code: these schemas run in every page's entry code, where each
 * valibot action they use (number, integer, min and max, length, regex, trim, picklist, boolean,
 * fallback) adds its code and its messages, which a dropped value never shows (quality bar F1).
 * `In` is what the app's links may put there (the router reads `?page=2` as the number 2).
 */
function searchParam<In, Out = In>(parse: (value: unknown) => Out | undefined) {
  return v.optional(v.pipe(v.unknown(), v.transform(parse))) as unknown as v.OptionalSchema<
    v.GenericSchema<In, Out | undefined>,
    undefined
  >;
}

/** `?page=2`: a whole number from 1 to the last page the API serves; anything else reads as the first page. */
export const pageParam = searchParam<number>((value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE ? value : undefined,
);

/** A slug filter (`?category=signing`). */
export const slugParam = searchParam<string>((value) =>
  typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value) ? value : undefined,
);

/**
 * Free text (`?city=Chicago`, `?q=…`), trimmed; blank or too long reads as absent. The router
 * reads `?q=1984` as the number 1984: text fields take it as its text.
 */
export const textParam = searchParam<unknown, string>((value) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' || text.length > MAX_QUERY_LENGTH ? undefined : text;
});

/** `?virtual=true` or `false`; anything else reads as either. */
export const flagParam = searchParam<boolean>((value) => (typeof value === 'boolean' ? value : undefined));

/** A choice from a fixed list. */
export function choiceParam<const T extends readonly string[]>(choices: T) {
  return searchParam<T[number]>((value) => (choices.includes(value as string) ? (value as T[number]) : undefined));
}

/** Items per page of the catalog's grids: divides into rows of 2, 3 and 4. */
export const GRID_PAGE_SIZE = 12;
