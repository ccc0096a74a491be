import type { Database } from '@folio/db';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { foldQuery } from './search-columns.js';
import { webQuery } from './sql-helpers.js';

/** Trigram score at which a name counts as a likely typo of the query (0..1). */
export const FUZZY_THRESHOLD = 0.35;

/** A quoted phrase or a `-word` exclusion: the query means exactly what it says. */
const PRECISE_SYNTAX = /"|(?:^|\s)-\S/;

/** A table a catalog domain lets search rank: its `search` vector and folded `search_name` columns. */
export interface Searchable {
  table: PgTable;
  id: AnyPgColumn;
  search: AnyPgColumn;
  searchName: AnyPgColumn;
  /** Order among equal ranks. */
  tieBreak: (now: Date) => SQL;
}

/** The ranked ids of one kind (at most the limit), how many matched in all, and whether they came from typo tolerance. */
export interface KindHits {
  ids: string[];
  /** Every match, not just the ids returned: the same for any limit. */
  total: number;
  fuzzy: boolean;
}

/**
 * Full-text matches ranked by ts_rank (title A beats names B beats text C). When full-text
 * search finds nothing in this group, trigram look-alikes of the name (typos) ranked by
 * similarity instead, unless the query uses phrase or exclusion syntax (the reader was precise).
 * Each domain calls it over its own table; the search domain only composes the answers.
 */
export async function rankedSearch(
  db: Database,
  s: Searchable,
  q: string,
  limit: number,
  now: Date,
): Promise<KindHits> {
  const query = webQuery(q);
  // The window count is taken before the limit applies: every match, in the same statement.
  const total = sql<number>`(count(*) over ())::int`;
  const ranked = await db
    .select({ id: sql<string>`${s.id}`, total })
    .from(s.table)
    .where(sql`${s.search} @@ ${query}`)
    .orderBy(sql`ts_rank(${s.search}, ${query}) desc`, s.tieBreak(now))
    .limit(limit);
  if (ranked.length > 0 || PRECISE_SYNTAX.test(q)) {
    return { ids: ranked.map((row) => row.id), total: ranked[0]?.total ?? 0, fuzzy: false };
  }
  const folded = foldQuery(q);
  const score = sql`greatest(similarity(${s.searchName}, ${folded}), word_similarity(${folded}, ${s.searchName}))`;
  const similar = await db
    .select({ id: sql<string>`${s.id}`, total })
    .from(s.table)
    .where(sql`${score} >= ${FUZZY_THRESHOLD}`)
    .orderBy(sql`${score} desc`, s.tieBreak(now))
    .limit(limit);
  return { ids: similar.map((row) => row.id), total: similar[0]?.total ?? 0, fuzzy: similar.length > 0 };
}

/** Puts rows back in the order of the ranked ids. */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One kind's search results in a catalog domain's wire shape, best first, and how many matched in all. */
export interface SearchHits<T> {
  items: T[];
  total: number;
  fuzzy: boolean;
}

/** What a catalog domain exports for search to compose: its ranked cards for a query. */
export type SearchSource<T> = (q: string, limit: number) => Promise<SearchHits<T>>;
