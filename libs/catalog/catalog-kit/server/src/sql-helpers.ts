import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_CONFIG } from './search-columns.js';

/** A JS instant as a timestamptz parameter (the same text on PGlite and node-postgres). */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** `websearch_to_tsquery` in the catalog's configuration: quotes, `or` and `-word` work. */
export const webQuery = (q: string): SQL => sql`websearch_to_tsquery(${sql.raw(`'${SEARCH_CONFIG}'`)}, ${q})`;

export const direction = (order: 'asc' | 'desc'): SQL => (order === 'asc' ? sql`asc` : sql`desc`);

export interface Page {
  page: number;
  per_page: number;
}

/** Laravel's pagination meta; `last_page` is at least 1 even for an empty list. */
export function pageMeta({ page, per_page }: Page, total: number) {
  return { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) };
}

export const offsetOf = ({ page, per_page }: Page): number => (page - 1) * per_page;

/** Rows of a raw `db.execute()`, the same on PGlite and node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `"table"."column"` always. Drizzle leaves the table off column names in single-table queries,
 * and inside a correlated subquery an unqualified `"id"` would bind to the subquery's own table.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The sort key of a name or title: lower case, accents folded, byte order. The same on PGlite
 * (C locale) and on PostgreSQL whatever its collation, so "Élodie" sorts with the Es everywhere.
 */
export const sortKey = (column: AnyPgColumn): SQL => sql`public.folio_unaccent(lower(${column})) collate "C"`;
