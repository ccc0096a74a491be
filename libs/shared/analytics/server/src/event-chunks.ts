import { constants, gunzipSync, gzipSync } from 'node:zlib';
import type { AnalyticsEvent } from '@folio/analytics-contract';
import type { Database } from '@folio/db';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { analyticsEventChunks, analyticsFunnelDays } from './analytics-storage.table.js';
import { encodeEvents, type AcceptedEvent, type EncodedEvent } from './event-lines.js';

/**
 * A stored event as `readEvents` gives it back: the contract's fields (its timestamp as UTC
 * `toISOString()`), the data source it was posted to and when it arrived (ISO, UTC).
 */
export type StoredEvent = AnalyticsEvent & { received_at: string; data_source: string };

/** One chunk of a batch, as the write statement reads it (`jsonb_to_recordset`). */
interface ChunkRecord {
  data_source: string;
  events: number;
  first_timestamp: string;
  last_timestamp: string;
  received_at: string;
  /** The gzipped NDJSON, base64: PGlite would turn a byte array into hex one byte at a time in JS. */
  body: string;
}

/** One funnel count of a batch: events of one seller's form, action and UTC day. */
export interface FunnelDayRecord {
  seller_id: string;
  form_id: string;
  action: string;
  day: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Gzip's fastest level: native zlib, a microsecond or so per event, about a tenth of the text's size. */
const GZIP = { level: constants.Z_BEST_SPEED };
const iso = (ms: number) => new Date(ms).toISOString();

/** A batch's chunks: one per data source (in practice one), each its events' NDJSON, gzipped. */
function chunksOf(events: readonly EncodedEvent[]): ChunkRecord[] {
  const bySource = new Map<string, EncodedEvent[]>();
  for (const encoded of events) {
    const group = bySource.get(encoded.dataSource);
    if (group) group.push(encoded);
    else bySource.set(encoded.dataSource, [encoded]);
  }
  return [...bySource].map(([dataSource, group]) => {
    let first = Infinity;
    let last = -Infinity;
    let received = -Infinity;
    let text = '';
    for (const { line, time, receivedAt } of group) {
      if (time < first) first = time;
      if (time > last) last = time;
      if (receivedAt > received) received = receivedAt;
      text += line;
    }
    const body = gzipSync(text, GZIP).toString('base64');
    return {
      data_source: dataSource,
      events: group.length,
      first_timestamp: iso(first),
      last_timestamp: iso(last),
      received_at: iso(received),
      body,
    };
  });
}

/** A batch's funnel counts: its events that count in the funnel, per seller, form, action and UTC day. */
function funnelDaysOfEncoded(events: readonly EncodedEvent[]): FunnelDayRecord[] {
  const counts = new Map<string, FunnelDayRecord>();
  for (const { funnel, time } of events) {
    if (!funnel) continue;
    const [sellerId, formId, action] = funnel;
    const day = Math.floor(time / DAY_MS);
    // NUL cannot occur in a field (the endpoint refuses it), so it separates the key's parts.
    const key = `${day}\u0000${action}\u0000${sellerId}\u0000${formId}`;
    const found = counts.get(key);
    if (found) found.count++;
    else
      counts.set(key, { seller_id: sellerId, form_id: formId, action, day: iso(day * DAY_MS).slice(0, 10), count: 1 });
  }
  return [...counts.values()];
}

/**
 * The funnel counts of accepted events: those about an order form (`target_type 'order_form'`)
 * that name a seller and a form, with one of `EVENT_FUNNEL_ACTIONS`, per seller, form, action and UTC day.
 */
export const funnelDaysOf = (events: readonly AcceptedEvent[]): FunnelDayRecord[] =>
  funnelDaysOfEncoded(encodeEvents(events));

/**
 * Writes a batch in one statement, so all of it or none: its chunk (one row, whatever the number
 * of events) and its funnel counts, added to those of the same seller, form, action and day.
 * One statement instead of a transaction of two: on the embedded PGlite each statement costs
 * hundreds of microseconds of the server's own thread.
 */
export async function writeEncodedEvents(db: Database, events: readonly EncodedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const chunks = JSON.stringify(chunksOf(events));
  const days = JSON.stringify(funnelDaysOfEncoded(events));
  await db.execute(sql`
    with chunks as (
      insert into ${analyticsEventChunks} (data_source, events, first_timestamp, last_timestamp, received_at, encoding, body)
      select data_source, events, first_timestamp, last_timestamp, received_at, 'gzip', decode(body, 'base64')
      from jsonb_to_recordset(${chunks}::jsonb)
        as x(data_source text, events integer, first_timestamp timestamptz, last_timestamp timestamptz, received_at timestamptz, body text)
      returning id
    )
    insert into ${analyticsFunnelDays} (seller_id, form_id, action, day, count)
    select seller_id, form_id, action, day, count
    from jsonb_to_recordset(${days}::jsonb) as y(seller_id text, form_id text, action text, day date, count integer)
    on conflict (seller_id, form_id, action, day) do update set count = ${analyticsFunnelDays}.count + excluded.count`);
}

/** `writeEncodedEvents` of accepted events. */
export const writeEvents = (db: Database, events: readonly AcceptedEvent[]): Promise<void> =>
  writeEncodedEvents(db, encodeEvents(events));

/** Which stored events to read: a period of event time (`from` included, `to` not) and a data source. */
export interface EventQuery {
  from?: Date;
  to?: Date;
  dataSource?: string;
}

/**
 * The stored events, in the order they were written (chunk by chunk, line by line): every one, or
 * those of a period and data source. Reads only the chunks whose time range meets the period and
 * unpacks them here, so a long period is a lot of memory: read it a few days at a time.
 */
export async function readEvents(db: Database, query: EventQuery = {}): Promise<StoredEvent[]> {
  const { from, to, dataSource } = query;
  const rows = await db
    .select({
      dataSource: analyticsEventChunks.dataSource,
      encoding: analyticsEventChunks.encoding,
      body: sql<string>`encode(${analyticsEventChunks.body}, 'base64')`,
    })
    .from(analyticsEventChunks)
    .where(
      and(
        from ? gte(analyticsEventChunks.lastTimestamp, from) : undefined,
        to ? lt(analyticsEventChunks.firstTimestamp, to) : undefined,
        dataSource === undefined ? undefined : eq(analyticsEventChunks.dataSource, dataSource),
      ),
    )
    .orderBy(asc(analyticsEventChunks.id));
  const events: StoredEvent[] = [];
  for (const row of rows) {
    const bytes = Buffer.from(row.body, 'base64');
    const text = (row.encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const event = JSON.parse(line) as Omit<StoredEvent, 'data_source'>;
      const time = Date.parse(event.timestamp);
      if ((from && time < from.getTime()) || (to && time >= to.getTime())) continue;
      events.push({ ...event, data_source: row.dataSource });
    }
  }
  return events;
}
