import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's byte string. The package writes and reads it as base64 text (see `event-chunks.ts`). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The events the embedded ingestion endpoint received (`POST /v0/events`), one row per batch the
 * event buffer wrote: its events as newline-delimited JSON (each line the contract's
 * `AnalyticsEvent`, its timestamp in UTC, plus `received_at`), gzipped by the server (`encoding`
 * 'gzip'), or as plain text for the chunks migration 0013 made from the old one-row-per-event
 * table ('identity'). Append-only, never updated; read back with `readEvents`. One row per batch
 * because the embedded PGlite costs tens of microseconds per row and per kilobyte on the server's
 * own thread; the seller's funnel reads its counts from `analytics_funnel_days` instead.
 */
export const analyticsEventChunks = pgTable(
  'analytics_event_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The data source its events were posted to (`?name=`). */
    dataSource: text('data_source').notNull(),
    /** How many events (lines) it holds. */
    events: integer('events').notNull(),
    /** The earliest and latest event timestamps in it: `readEvents` skips chunks outside a period. */
    firstTimestamp: timestamp('first_timestamp', { withTimezone: true }).notNull(),
    lastTimestamp: timestamp('last_timestamp', { withTimezone: true }).notNull(),
    /** When its last event arrived. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** 'gzip' (written by the server) or 'identity' (plain text, migrated). */
    encoding: text('encoding').notNull().default('gzip'),
    body: bytea('body').notNull(),
  },
  (table) => [
    index('analytics_event_chunks_time_idx').on(table.lastTimestamp, table.firstTimestamp),
    check('analytics_event_chunks_encoding', sql`${table.encoding} in ('gzip', 'identity')`),
  ],
);

/**
 * The seller's funnel, counted as the events are written (in the same statement as their chunk):
 * per seller, order form, funnel action and UTC day, the events with `target_type 'order_form'`,
 * a seller and a form, and one of `EVENT_FUNNEL_ACTIONS`. Ids are not foreign keys: an event names
 * sellers and forms as the client saw them, and outlives them.
 */
export const analyticsFunnelDays = pgTable(
  'analytics_funnel_days',
  {
    sellerId: text('seller_id').notNull(),
    /** The order form (the event's `target_id`). */
    formId: text('form_id').notNull(),
    action: text('action').notNull(),
    /** The event's day in UTC. */
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.formId, table.action, table.day] })],
);

export type AnalyticsEventChunkRow = typeof analyticsEventChunks.$inferSelect;
export type AnalyticsFunnelDayRow = typeof analyticsFunnelDays.$inferSelect;
