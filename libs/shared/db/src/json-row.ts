import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row that a raw statement returned as JSON (`to_jsonb(t.*)`), as Drizzle would have read it:
 * keys by property name, each value through its column's own mapping (timestamps become `Date`s).
 * For statements Drizzle cannot build, such as one that writes and reads several tables at once.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
