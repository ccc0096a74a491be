import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '@folio/db';
import { asc, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEventChunks, analyticsFunnelDays } from './analytics-storage.table.js';
import { readEvents } from './event-chunks.js';
import { funnelCounts } from './funnel.routes.js';
import { sampleEvent } from './testing/index.js';

// Migration 0013 on a database that has events in the old one-row-per-event table: they move to
// plain-text chunks and the funnel's daily counts, and the old table goes.
const OLD_TAG = '0012_analytics_events_and_seller_profiles';
let handle: DatabaseHandle;
let folder: string;

/** The migration history up to and including `tag`, as a folder of its own. */
function historyUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const old = (id: number, timestamp: string, overrides: Record<string, string | null> = {}) => ({
  data_source: 'folio_events',
  timestamp,
  action: 'order_form_view',
  version: '1.0',
  session_id: `session-${id}`,
  seller_id: 'seller-1',
  seller_profile_id: null,
  user_id: null,
  user_uid: 'visitor-1',
  target_type: 'order_form',
  target_id: 'form-1',
  pathname: '/orderform/summer-signing',
  referrer: '',
  user_agent: 'Mozilla/5.0 "quoted"',
  source: 'web',
  country_code: 'GB',
  payload: '{"href":"http://localhost/orderform/summer-signing","locale":"en-GB","é":"✓\\n"}',
  received_at: '2026-06-01T10:00:00.250Z',
  ...overrides,
});
const rows = [
  old(1, '2026-06-01T10:00:00.000Z'),
  old(2, '2026-06-01T23:59:59.999Z', { action: 'add_to_cart' }),
  old(3, '2026-06-02T00:00:00.000Z'),
  old(4, '2026-06-01T12:00:00.000Z', {
    action: 'page_change',
    target_type: null,
    target_id: null,
    seller_id: null,
    country_code: null,
  }),
  old(5, '2026-06-01T12:00:00.000Z', { target_type: 'event' }),
  old(6, '2026-06-01T13:00:00.000Z', { data_source: 'other_source' }),
  ...Array.from({ length: 501 }, (_, i) => old(100 + i, '2026-06-03T09:00:00.000Z')),
];

beforeAll(async () => {
  folder = historyUpTo(OLD_TAG);
  handle = await openDatabase({ kind: 'pglite-memory' });
  const db = handle.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: folder });
  const columns = sql.raw(Object.keys(rows[0]!).join(', '));
  await handle.db.execute(
    sql`insert into analytics_events (${columns}) select ${columns} from jsonb_populate_recordset(null::analytics_events, ${JSON.stringify(rows)}::jsonb)`,
  );
  await migrate(db, { migrationsFolder });
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0013: analytics events in chunks', () => {
  it('moves every old event into plain-text chunks, per data source and UTC day, 500 at most, in their old order', async () => {
    const chunks = await handle.db
      .select({
        dataSource: analyticsEventChunks.dataSource,
        events: analyticsEventChunks.events,
        encoding: analyticsEventChunks.encoding,
      })
      .from(analyticsEventChunks)
      .orderBy(asc(analyticsEventChunks.id));
    expect(chunks).toEqual([
      { dataSource: 'folio_events', events: 4, encoding: 'identity' },
      { dataSource: 'folio_events', events: 1, encoding: 'identity' },
      { dataSource: 'other_source', events: 1, encoding: 'identity' },
      { dataSource: 'folio_events', events: 500, encoding: 'identity' },
      { dataSource: 'folio_events', events: 1, encoding: 'identity' },
    ]);
    const stored = await readEvents(handle.db);
    const byDay = (list: Array<{ timestamp: string }>) => list.map((row) => row.timestamp).sort();
    expect(byDay(stored)).toEqual(byDay(rows));
    // Each line as the server writes one: the contract's fields, the time in UTC, the arrival.
    const pageChange = stored.find((event) => event.session_id === 'session-4');
    expect(pageChange).toEqual(rows[3]);
    expect(Object.keys(pageChange!).sort()).toEqual(
      [...Object.keys(sampleEvent()), 'data_source', 'received_at'].sort(),
    );
  });

  it("counts the old events in the funnel's days, and drops the old table", async () => {
    const days = await handle.db
      .select()
      .from(analyticsFunnelDays)
      .orderBy(asc(analyticsFunnelDays.day), asc(analyticsFunnelDays.action));
    expect(days).toEqual([
      { sellerId: 'seller-1', formId: 'form-1', action: 'add_to_cart', day: '2026-06-01', count: 1 },
      { sellerId: 'seller-1', formId: 'form-1', action: 'order_form_view', day: '2026-06-01', count: 2 },
      { sellerId: 'seller-1', formId: 'form-1', action: 'order_form_view', day: '2026-06-02', count: 1 },
      { sellerId: 'seller-1', formId: 'form-1', action: 'order_form_view', day: '2026-06-03', count: 501 },
    ]);
    const counts = await funnelCounts(handle.db, [{ id: 'form-1', sellerId: 'seller-1' }], {
      from: '2026-06-01',
      to: '2026-06-02',
    });
    expect(counts.get('form-1')).toEqual({ order_form_view: 3, add_to_cart: 1, checkout_start: 0, order_paid: 0 });
    const tables = await handle.db.execute(sql`select to_regclass('analytics_events')::text as name`);
    expect((tables as unknown as { rows: Array<{ name: string | null }> }).rows).toEqual([{ name: null }]);
  });
});
