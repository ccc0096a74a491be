import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowFromJson } from './json-row.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const things = pgTable('json_row_things', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  stockLimit: integer('stock_limit'),
  closed: boolean('closed').notNull(),
  closeDate: date('close_date', { mode: 'string' }).notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  data: jsonb('data'),
});

describe('rowFromJson', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(
      sql`create table json_row_things (id uuid primary key default gen_random_uuid(), title text not null, stock_limit integer, closed boolean not null, close_date date not null, held_until timestamptz not null, data jsonb)`,
    );
  });
  afterAll(() => handle.destroy());

  it('reads a to_jsonb row exactly as a Drizzle select reads the same row', async () => {
    await handle.db.insert(things).values({
      title: 'Signed hardback',
      stockLimit: null,
      closed: false,
      closeDate: '2026-12-01',
      heldUntil: new Date('2026-11-24T15:26:24.887Z'),
      data: { a: [1] },
    });
    const [selected] = await handle.db.select().from(things);
    const result = await handle.db.execute(sql`select to_jsonb(t.*) as row from json_row_things t`);
    const json = (result as unknown as { rows: { row: Record<string, unknown> }[] }).rows[0]!.row;
    const row = rowFromJson(things, json);
    expect(row).toEqual(selected);
    expect(row.heldUntil).toBeInstanceOf(Date);
    expect(row.heldUntil.toISOString()).toBe('2026-11-24T15:26:24.887Z');
  });
});
