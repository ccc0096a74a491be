import { sql, type SQL } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';

/**
 * The text search configuration every catalog vector and query uses: English stemming with
 * accents folded (`bronte` finds `Brontë`). Created, with the immutable `folio_unaccent()`, by the
 * custom migration `catalog_search_config`, before the tables that use them.
 */
export const SEARCH_CONFIG = 'public.folio_search';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

type Weighted = readonly [column: string, weight: 'A' | 'B' | 'C' | 'D'];

/** A stored, weighted `tsvector` over some columns of the same row (title A, names B, text C). */
export function searchVector(parts: readonly Weighted[]) {
  const expression = parts
    .map(
      ([column, weight]) =>
        `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, coalesce(${column}, '')), '${weight}')`,
    )
    .join(' || ');
  return tsvector('search').generatedAlwaysAs(sql.raw(expression));
}

/** The lower-case, accent-free name trigram similarity compares with (typo tolerance). */
export function searchName(column: string) {
  return text('search_name').generatedAlwaysAs(sql.raw(`public.folio_unaccent(lower(${column}))`));
}

/** The same folding applied to a user's query. */
export const foldQuery = (query: string): SQL => sql`public.folio_unaccent(lower(${query}))`;
