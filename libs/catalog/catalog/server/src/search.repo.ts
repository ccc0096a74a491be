import type { Database } from '@folio/db';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { books } from './book.table.js';
import { events } from './event.table.js';
import { authors, vendors } from './people.table.js';
import { foldQuery } from './search-columns.js';
import { at, webQuery } from './sql-helpers.js';

/** Trigram score at which a name counts as a likely typo of the query (0..1). */
export const FUZZY_THRESHOLD = 0.35;

/** A quoted phrase or a `-word` exclusion: the query means exactly what it says. */
const PRECISE_SYNTAX = /"|(?:^|\s)-\S/;

interface Searchable {
  table: PgTable;
  id: AnyPgColumn;
  search: AnyPgColumn;
  searchName: AnyPgColumn;
  /** Order among equal ranks. */
  tieBreak: (now: Date) => SQL;
}

const searchables = {
  events: {
    table: events,
    id: events.id,
    search: events.search,
    searchName: events.searchName,
    // Equal ranks: upcoming before past, soonest first.
    tieBreak: (now) => sql`(${events.endsAt} < ${at(now)}) asc, ${events.startsAt} asc`,
  },
  authors: { table: authors, id: authors.id, search: authors.search, searchName: authors.searchName, tieBreak: () => sql`${authors.name} asc` },
  vendors: { table: vendors, id: vendors.id, search: vendors.search, searchName: vendors.searchName, tieBreak: () => sql`${vendors.name} asc` },
  books: { table: books, id: books.id, search: books.search, searchName: books.searchName, tieBreak: () => sql`${books.title} asc` },
} satisfies Record<string, Searchable>;

export type SearchKind = keyof typeof searchables;

export interface KindHits {
  ids: string[];
  fuzzy: boolean;
}

export function searchRepo(db: Database) {
  /**
   * Full-text matches ranked by ts_rank (title A beats names B beats text C). When full-text
   * search finds nothing in this group, trigram look-alikes of the name (typos) ranked by
   * similarity instead, unless the query uses phrase or exclusion syntax (the reader was precise).
   */
  async function searchKind(kind: SearchKind, q: string, limit: number, now: Date): Promise<KindHits> {
    const s: Searchable = searchables[kind];
    const query = webQuery(q);
    const ranked = await db
      .select({ id: sql<string>`${s.id}` })
      .from(s.table)
      .where(sql`${s.search} @@ ${query}`)
      .orderBy(sql`ts_rank(${s.search}, ${query}) desc`, s.tieBreak(now))
      .limit(limit);
    if (ranked.length > 0 || PRECISE_SYNTAX.test(q)) return { ids: ranked.map((row) => row.id), fuzzy: false };
    const folded = foldQuery(q);
    const score = sql`greatest(similarity(${s.searchName}, ${folded}), word_similarity(${folded}, ${s.searchName}))`;
    const similar = await db
      .select({ id: sql<string>`${s.id}` })
      .from(s.table)
      .where(sql`${score} >= ${FUZZY_THRESHOLD}`)
      .orderBy(sql`${score} desc`, s.tieBreak(now))
      .limit(limit);
    return { ids: similar.map((row) => row.id), fuzzy: similar.length > 0 };
  }

  return { searchKind };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
