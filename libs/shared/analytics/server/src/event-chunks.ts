import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { FUNNEL_ACTIONS, type AnalyticsEvent } from '@folio/analytics-contract';
import type { Database } from '@folio/db';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { analyticsEventChunks, analyticsFunnelDays } from './analytics-storage.table.js';

/** An event the endpoint accepted, on its way to storage. */
export interface AcceptedEvent {
  /** The data source it was posted to (`?name=`). */
  dataSource: string;
  event: AnalyticsEvent;
  /** Its timestamp, parsed. */
  at: Date;
  /** When its request arrived. */
  receivedAt: Date;
}

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

const FUNNEL = new Set<string>(FUNNEL_ACTIONS);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Gzip's fastest level: native zlib, a few microseconds per event, about a tenth of the text's size. */
const GZIP = { level: constants.Z_BEST_SPEED };

/**
 * `toISOString()`'s own form with a day that every month has: such a timestamp already reads as
 * the line writes it, and formatting the parsed time again (a third of a microsecond) is spared.
 * Days 29 to 31 go through `toISOString()`, which rolls 2026-02-30 over to March as `Date` does.
 */
const CANONICAL_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * An event's NDJSON line: its fields, its time in UTC as `toISOString()` writes it, and
 * `received_at`. Most clients write that very form, so the line is usually the event's own JSON
 * with the arrival appended, without a copy of the event.
 */
function lineOf({ event, at }: AcceptedEvent, receivedAt: string): string {
  if (!CANONICAL_TIME.test(event.timestamp)) return JSON.stringify({ ...event, timestamp: at.toISOString(), received_at: receivedAt }) + '\n';
  const json = JSON.stringify(event);
  return `${json.slice(0, -1)},"received_at":"${receivedAt}"}\n`;
}

/** A batch's chunks: one per data source (in practice one), each its events' NDJSON, gzipped. */
function chunksOf(events: readonly AcceptedEvent[]): ChunkRecord[] {
  const bySource = new Map<string, AcceptedEvent[]>();
  for (const accepted of events) {
    const group = bySource.get(accepted.dataSource);
    if (group) group.push(accepted);
    else bySource.set(accepted.dataSource, [accepted]);
  }
  return [...bySource].map(([dataSource, group]) => {
    let first = Infinity;
    let last = -Infinity;
    let received = -Infinity;
    let text = '';
    // One request's events share their arrival time: written once per request, not per event.
    let arrival: Date | undefined;
    let arrivalIso = '';
    for (const accepted of group) {
      const time = accepted.at.getTime();
      if (time < first) first = time;
      if (time > last) last = time;
      if (accepted.receivedAt !== arrival) {
        arrival = accepted.receivedAt;
        arrivalIso = arrival.toISOString();
        if (arrival.getTime() > received) received = arrival.getTime();
      }
      text += lineOf(accepted, arrivalIso);
    }
    return {
      data_source: dataSource,
      events: group.length,
      first_timestamp: new Date(first).toISOString(),
      last_timestamp: new Date(last).toISOString(),
      received_at: new Date(received).toISOString(),
      body: gzipSync(text, GZIP).toString('base64'),
    };
  });
}

/**
 * The funnel counts of a batch: its events about an order form (`target_type 'order_form'`) that
 * name a seller and a form, with one of `FUNNEL_ACTIONS`, per seller, form, action and UTC day.
 */
export function funnelDaysOf(events: readonly AcceptedEvent[]): FunnelDayRecord[] {
  const counts = new Map<string, FunnelDayRecord>();
  for (const { event, at } of events) {
    if (event.target_type !== 'order_form' || !event.seller_id || !event.target_id || !FUNNEL.has(event.action)) continue;
    const day = Math.floor(at.getTime() / DAY_MS);
    // NUL cannot occur in a field (the endpoint refuses it), so it separates the key's parts.
    const key = `${day}\u0000${event.action}\u0000${event.seller_id}\u0000${event.target_id}`;
    const found = counts.get(key);
    if (found) found.count++;
    else counts.set(key, { seller_id: event.seller_id, form_id: event.target_id, action: event.action, day: new Date(day * DAY_MS).toISOString().slice(0, 10), count: 1 });
  }
  return [...counts.values()];
}

/**
 * Writes a batch in one statement, so all of it or none: its chunk (one row, whatever the number
 * of events) and its funnel counts, added to those of the same seller, form, action and day.
 * One statement instead of a transaction of two: on the embedded PGlite each statement costs
 * hundreds of microseconds of the server's own thread.
 */
export async function writeEvents(db: Database, events: readonly AcceptedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const chunks = JSON.stringify(chunksOf(events));
  const days = JSON.stringify(funnelDaysOf(events));
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
    .select({ dataSource: analyticsEventChunks.dataSource, encoding: analyticsEventChunks.encoding, body: sql<string>`encode(${analyticsEventChunks.body}, 'base64')` })
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
