import { EVENT_FUNNEL_ACTIONS, type AnalyticsEvent } from '@folio/analytics-contract';

/** An event the endpoint accepted, on its way to storage. */
export interface AcceptedEvent {
  /** The data source it was posted to (`?name=`). */
  dataSource: string;
  event: AnalyticsEvent;
  /** Its timestamp, parsed. */
  at: Date;
  /** When its request arrived. */
  receivedAt: Date;
  /** Its JSON text as it came, when that is one line reading back as exactly `event` (see `IngestedEvent`). */
  json?: string;
}

/**
 * An accepted event as the buffer keeps it until its batch is written: its NDJSON line and what
 * its chunk and the funnel need. One string instead of the event's object and its 16 strings:
 * thousands of events wait at a time, and the garbage collector copies and marks all of them.
 */
export interface EncodedEvent {
  dataSource: string;
  /** The line, newline included: the event's fields, its time in UTC, `received_at`. */
  line: string;
  /** The event's time and its arrival, in ms. */
  time: number;
  receivedAt: number;
  /** Seller, order form and action when the event counts in the seller's funnel; else null. */
  funnel: readonly [sellerId: string, formId: string, action: string] | null;
}

const FUNNEL = new Set<string>(EVENT_FUNNEL_ACTIONS);

/**
 * `toISOString()`'s own form with a day that every month has: such a timestamp already reads as
 * the line writes it, and formatting the parsed time again (a third of a microsecond) is spared.
 * Days 29 to 31 go through `toISOString()`, which rolls 2026-02-30 over to March as `Date` does.
 */
const CANONICAL_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * An event's NDJSON line: its fields, its time in UTC as `toISOString()` writes it, and
 * `received_at`. Most clients write that very form, so the line is usually the event's own JSON
 * with the arrival appended, without a copy of the event: the text it came as when there is one
 * (`json`, which reads back as the event), else the event written out again.
 */
function lineOf(event: AnalyticsEvent, at: Date, receivedAt: string, json: string | undefined): string {
  if (!CANONICAL_TIME.test(event.timestamp))
    return JSON.stringify({ ...event, timestamp: at.toISOString(), received_at: receivedAt }) + '\n';
  const text = json ?? JSON.stringify(event);
  return `${text.slice(0, -1)},"received_at":"${receivedAt}"}\n`;
}

/**
 * The funnel's part of an event: events about an order form (`target_type 'order_form'`) that
 * name a seller and a form, with one of `EVENT_FUNNEL_ACTIONS` (checkouts and paid orders are
 * counted from the orders, not from what a browser says).
 */
function funnelOf(event: AnalyticsEvent): EncodedEvent['funnel'] {
  if (event.target_type !== 'order_form' || !event.seller_id || !event.target_id || !FUNNEL.has(event.action))
    return null;
  return [event.seller_id, event.target_id, event.action];
}

/** The last arrival time written out, and its time in ms. */
let lastArrival = NaN;
let lastArrivalIso = '';

/**
 * `toISOString()` of an arrival, remembered for the next: under load many requests arrive in the
 * same millisecond, and writing the time costs a third of a microsecond.
 */
function arrivalIsoOf(receivedAt: Date): string {
  const ms = receivedAt.getTime();
  if (ms !== lastArrival) {
    lastArrivalIso = receivedAt.toISOString();
    lastArrival = ms;
  }
  return lastArrivalIso;
}

/** Encodes accepted events for the buffer. */
export function encodeEvents(events: readonly AcceptedEvent[]): EncodedEvent[] {
  return events.map(({ dataSource, event, at, receivedAt, json }) => ({
    dataSource,
    line: lineOf(event, at, arrivalIsoOf(receivedAt), json),
    time: at.getTime(),
    receivedAt: receivedAt.getTime(),
    funnel: funnelOf(event),
  }));
}
