import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The events the embedded ingestion endpoint received (`POST /v0/events`): every field of the
 * contract's `AnalyticsEvent`, the data source it was posted to (`?name=`) and when it arrived.
 * Append-only, never updated. Ids are not foreign keys: an event names sellers, forms and users of
 * other domains as the client saw them, and outlives them.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The data source it was posted to (`?name=`). */
    dataSource: text('data_source').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    version: text('version').notNull(),
    sessionId: text('session_id').notNull(),
    sellerId: text('seller_id'),
    sellerProfileId: text('seller_profile_id'),
    userId: text('user_id'),
    userUid: text('user_uid'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    pathname: text('pathname').notNull(),
    referrer: text('referrer').notNull(),
    userAgent: text('user_agent').notNull(),
    source: text('source').notNull(),
    countryCode: text('country_code'),
    /** The JSON object as text, as it came: it is the client's, and only ever read back whole. */
    payload: text('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The seller's funnel: one seller's order-form events in a period, counted per form and action.
    index('analytics_events_funnel_idx').on(table.sellerId, table.targetType, table.timestamp, table.targetId, table.action),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;
