// Public API of @folio/analytics-server: the embedded ingestion endpoint (Tinybird's Events API
// shape) with its batching buffer and table, and the seller's order-form funnel.
export { analyticsEvents, type AnalyticsEventRow, type NewAnalyticsEventRow } from './analytics-event.table.js';
export {
  createEventBuffer,
  DEFAULT_BATCH_ROWS,
  DEFAULT_FLUSH_EVERY_MS,
  DEFAULT_MAX_PENDING,
  type EventBuffer,
  type EventBufferOptions,
} from './event-buffer.js';
export { eventsOfBody, MAX_CLOCK_AHEAD_MS } from './ingest-body.js';
export { ingestRoutes, type IngestDeps } from './ingest.routes.js';
export {
  funnelCounts,
  funnelRoutes,
  FunnelMessages,
  managedSellerIds,
  type FunnelDeps,
  type SellerForm,
  type SellerFormsPort,
} from './funnel.routes.js';
