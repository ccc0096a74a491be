import { gunzipSync } from 'node:zlib';
import type { AnalyticsEvent } from '@folio/analytics-contract';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { asc, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEventChunks, analyticsFunnelDays } from './analytics-storage.table.js';
import { funnelDaysOf, readEvents, writeEvents } from './event-chunks.js';
import type { AcceptedEvent } from './event-lines.js';
import { sampleEvent } from './testing/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.destroy());
afterEach(async () => {
  await database.db.delete(analyticsEventChunks);
  await database.db.delete(analyticsFunnelDays);
});

const received = new Date('2026-06-02T08:00:00.123Z');
const accepted = (
  iso: string,
  overrides: Partial<AnalyticsEvent> = {},
  dataSource = 'folio_events',
): AcceptedEvent => ({
  dataSource,
  event: sampleEvent({ ...overrides, timestamp: iso }),
  at: new Date(iso),
  receivedAt: received,
});
const chunks = () =>
  database.db
    .select({
      dataSource: analyticsEventChunks.dataSource,
      events: analyticsEventChunks.events,
      first: analyticsEventChunks.firstTimestamp,
      last: analyticsEventChunks.lastTimestamp,
      received: analyticsEventChunks.receivedAt,
      encoding: analyticsEventChunks.encoding,
      body: sql<string>`encode(${analyticsEventChunks.body}, 'base64')`,
    })
    .from(analyticsEventChunks)
    .orderBy(asc(analyticsEventChunks.id));

describe('writeEvents and readEvents', () => {
  it('writes a batch as one gzipped NDJSON chunk and reads every event back as it came, with its source and arrival', async () => {
    const batch = [
      accepted('2026-06-01T10:00:00.000Z'),
      accepted('2026-06-01T09:00:00.000Z', {
        action: 'page_change',
        target_type: null,
        target_id: null,
        referrer: 'https://example.com/"quoted"\n',
      }),
      accepted('2026-06-01T11:30:00.000Z', { user_id: 'user-1', payload: '{"é":"✓"}' }),
    ];
    await writeEvents(database.db, batch);
    const [chunk, ...rest] = await chunks();
    expect(rest).toEqual([]);
    expect(chunk).toMatchObject({
      dataSource: 'folio_events',
      events: 3,
      encoding: 'gzip',
      first: new Date('2026-06-01T09:00:00Z'),
      last: new Date('2026-06-01T11:30:00Z'),
      received,
    });
    const text = gunzipSync(Buffer.from(chunk!.body, 'base64')).toString('utf8');
    expect(text.split('\n')).toHaveLength(4);
    expect(JSON.parse(text.split('\n')[0]!)).toEqual({ ...batch[0]!.event, received_at: received.toISOString() });

    expect(await readEvents(database.db)).toEqual(
      batch.map(({ event }) => ({ ...event, data_source: 'folio_events', received_at: '2026-06-02T08:00:00.123Z' })),
    );
  });

  it('keeps one chunk per data source and reads a period (from included, to not) and a source', async () => {
    await writeEvents(database.db, [
      accepted('2026-06-01T00:00:00.000Z'),
      accepted('2026-06-03T00:00:00.000Z', {}, 'other_source'),
      accepted('2026-06-02T23:59:59.999Z'),
    ]);
    await writeEvents(database.db, [accepted('2026-06-05T12:00:00.000Z')]);
    expect((await chunks()).map((chunk) => [chunk.dataSource, chunk.events])).toEqual([
      ['folio_events', 2],
      ['other_source', 1],
      ['folio_events', 1],
    ]);
    const times = async (query: Parameters<typeof readEvents>[1]) =>
      (await readEvents(database.db, query)).map((event) => `${event.data_source} ${event.timestamp}`);
    expect(await times({ from: new Date('2026-06-02T00:00:00Z'), to: new Date('2026-06-05T12:00:00Z') })).toEqual([
      'folio_events 2026-06-02T23:59:59.999Z',
      'other_source 2026-06-03T00:00:00.000Z',
    ]);
    expect(await times({ to: new Date('2026-06-01T00:00:00.001Z') })).toEqual([
      'folio_events 2026-06-01T00:00:00.000Z',
    ]);
    expect(await times({ from: new Date('2026-06-05T12:00:00Z') })).toEqual(['folio_events 2026-06-05T12:00:00.000Z']);
    expect(await times({ dataSource: 'other_source' })).toEqual(['other_source 2026-06-03T00:00:00.000Z']);
  });

  it('reads plain-text chunks too (the ones migrated from the old table)', async () => {
    const line = JSON.stringify({
      ...sampleEvent({ timestamp: '2026-06-01T10:00:00.000Z' }),
      received_at: '2026-06-01T10:00:01.000Z',
    });
    await database.db.execute(sql`
      insert into ${analyticsEventChunks} (data_source, events, first_timestamp, last_timestamp, received_at, encoding, body)
      values ('folio_events', 1, '2026-06-01T10:00:00Z', '2026-06-01T10:00:00Z', '2026-06-01T10:00:01Z', 'identity', convert_to(${line + '\n'}, 'UTF8'))`);
    expect(await readEvents(database.db)).toEqual([{ ...JSON.parse(line), data_source: 'folio_events' }]);
  });

  it('adds the funnel counts of each batch to those already written, per seller, form, action and UTC day', async () => {
    await writeEvents(database.db, [
      accepted('2026-06-01T23:59:59.000Z'),
      accepted('2026-06-01T10:00:00.000Z'),
      accepted('2026-06-02T00:00:00.000Z'),
      accepted('2026-06-01T10:00:00.000Z', { action: 'add_to_cart' }),
    ]);
    await writeEvents(database.db, [
      accepted('2026-06-01T12:00:00.000Z'),
      accepted('2026-06-01T12:00:00.000Z', { target_id: 'form-2' }),
    ]);
    const days = await database.db
      .select()
      .from(analyticsFunnelDays)
      .orderBy(asc(analyticsFunnelDays.formId), asc(analyticsFunnelDays.day), asc(analyticsFunnelDays.action));
    expect(days).toEqual([
      { sellerId: 'seller-1', formId: 'form-1', action: 'add_to_cart', day: '2026-06-01', count: 1 },
      { sellerId: 'seller-1', formId: 'form-1', action: 'order_form_view', day: '2026-06-01', count: 3 },
      { sellerId: 'seller-1', formId: 'form-1', action: 'order_form_view', day: '2026-06-02', count: 1 },
      { sellerId: 'seller-1', formId: 'form-2', action: 'order_form_view', day: '2026-06-01', count: 1 },
    ]);
  });

  it('writes each time as toISOString() does, whatever form the client wrote it in', async () => {
    const written = [
      '2026-06-01T10:00:00Z',
      '2026-06-01 10:00:00.5+02:00',
      '2026-02-30T10:00:00.000Z',
      '2026-01-31T23:59:59.999Z',
      '2026-06-01T10:00:00.000Z',
    ];
    await writeEvents(
      database.db,
      written.map((timestamp) => accepted(timestamp)),
    );
    expect((await readEvents(database.db)).map((event) => event.timestamp)).toEqual([
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T08:00:00.500Z',
      '2026-03-02T10:00:00.000Z',
      '2026-01-31T23:59:59.999Z',
      '2026-06-01T10:00:00.000Z',
    ]);
  });

  it('writes nothing for an empty batch', async () => {
    await writeEvents(database.db, []);
    expect(await chunks()).toEqual([]);
  });
});

describe('funnelDaysOf', () => {
  it("counts only the browsers' funnel steps about an order form that name a seller and a form", () => {
    const at = '2026-06-01T10:00:00.000Z';
    expect(
      funnelDaysOf([
        accepted(at),
        accepted(at, { action: 'add_to_cart' }),
        accepted(at, { action: 'page_change' }),
        // Checkouts and paid orders are counted from the orders: a browser's word is not.
        accepted(at, { action: 'checkout_start' }),
        accepted(at, { action: 'order_paid' }),
        accepted(at, { target_type: 'event' }),
        accepted(at, { target_type: null }),
        accepted(at, { seller_id: null }),
        accepted(at, { target_id: null }),
        accepted(at, { seller_id: '' }),
      ]),
    ).toEqual([
      { seller_id: 'seller-1', form_id: 'form-1', action: 'order_form_view', day: '2026-06-01', count: 1 },
      { seller_id: 'seller-1', form_id: 'form-1', action: 'add_to_cart', day: '2026-06-01', count: 1 },
    ]);
  });
});
